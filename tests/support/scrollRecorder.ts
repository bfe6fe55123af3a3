import type { Page } from "playwright-core";

/** One scroll event: when it fired (ms since recording began) and where the page was (px). */
export interface ScrollSample {
  ms: number;
  y: number;
}

/**
 * Starts recording `window.scrollY` on every scroll event of the page's current document, for
 * asserting how the page moved (smoothly, instantly, up then down).
 * @returns a reader of every sample so far, oldest first
 */
export async function recordScroll(page: Page): Promise<() => Promise<ScrollSample[]>> {
  await page.evaluate(() => {
    const samples: Array<{ ms: number; y: number }> = [];
    const start = performance.now();
    Object.assign(window, { scrollSamples: samples });
    window.addEventListener(
      "scroll",
      () =>
        samples.push({ ms: Math.round(performance.now() - start), y: Math.round(window.scrollY) }),
      { passive: true },
    );
  });
  return () =>
    page.evaluate(() => (window as unknown as { scrollSamples: ScrollSample[] }).scrollSamples);
}
