import { loadavg } from "node:os";
import type { Browser, Page } from "playwright-core";
import { launchChromium } from "../tests/support/browser.ts";

/** One click from one route to another. */
export interface NavigationTiming {
  from: string;
  to: string;
  /** Click to the target's content painted, in ms, with the link hovered first (intent preload). */
  hoveredMs: number;
  /** The same without hovering first (a tap on a touch screen). */
  coldMs: number;
}

/** How long the pointer rests on a link before the click, in ms: a quick, deliberate click. */
const HOVER_MS = 100;

/** Waits until `main` has hydrated (React marks the elements it owns). */
async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Object.keys(document.querySelector("main") ?? {}).some((key) => key.startsWith("__reactFiber")),
  );
}

/** Clicks the link to `to` and resolves with ms from the click to the next paint of its page. */
async function clickAndTime(page: Page, to: string, hover: boolean): Promise<number> {
  const link = page.locator(`a[href="${to}"]:visible`).first();
  if (hover) {
    await link.hover();
    await page.waitForTimeout(HOVER_MS);
  }
  // A string, not a function: tsx would wrap the function's inner functions in a helper
  // (`__name`) the page does not have.
  return page.evaluate<number>(`new Promise((resolve) => {
    const target = ${JSON.stringify(to)};
    const anchor = [...document.querySelectorAll("a")].find((a) => a.getAttribute("href") === target);
    if (!anchor) throw new Error("no link to " + target);
    const before = document.querySelector("main .page");
    const started = performance.now();
    const observer = new MutationObserver(() => {
      const current = document.querySelector("main .page");
      if (location.pathname !== target || current === null || current === before) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started)));
    });
    observer.observe(document.body, { childList: true, subtree: true });
    anchor.click();
  })`);
}

/**
 * Times a click from `fromUrl` to the in-site link `to` (a path some header or page link points
 * to) on this machine's loopback, with and without hovering first, each in a fresh context.
 */
export async function navigationTiming(
  browser: Browser,
  fromUrl: string,
  to: string,
): Promise<NavigationTiming> {
  const time = async (hover: boolean) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(fromUrl, { waitUntil: "networkidle" });
    await waitForApp(page);
    const ms = await clickAndTime(page, to, hover);
    await context.close();
    return Math.round(ms);
  };
  return {
    from: new URL(fromUrl).pathname,
    to,
    hoveredMs: await time(true),
    coldMs: await time(false),
  };
}

/** The navigation goal of issue 14: click to painted, on a fast connection, in ms. */
export const NAVIGATION_BUDGET_MS = 100;

/**
 * Times a click from each brand's home page to every other route it links to (`navigationTiming`),
 * `runs` times each, printing one line per click with the median and the load average, and
 * flagging a median over `NAVIGATION_BUDGET_MS`.
 * @param sites each brand's served URL (no trailing slash) and its route paths
 */
export async function benchNavigation(
  sites: ReadonlyArray<{ brand: string; url: string; routes: readonly string[] }>,
  runs: number,
): Promise<Array<NavigationTiming & { brand: string }>> {
  const browser = await launchChromium();
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? Number.NaN;
  const results: Array<NavigationTiming & { brand: string }> = [];
  console.log(`\nNavigation: click to painted, median of ${runs}, link hovered first / not`);
  try {
    for (const { brand, url, routes } of sites) {
      for (const to of routes.filter((route) => route !== "/")) {
        const timings: NavigationTiming[] = [];
        for (let run = 0; run < runs; run++)
          timings.push(await navigationTiming(browser, `${url}/`, to));
        const result = {
          brand,
          from: "/",
          to,
          hoveredMs: median(timings.map((timing) => timing.hoveredMs)),
          coldMs: median(timings.map((timing) => timing.coldMs)),
        };
        results.push(result);
        const over = Math.max(result.hoveredMs, result.coldMs) > NAVIGATION_BUDGET_MS;
        console.log(
          `${brand.padEnd(12)} / → ${to.padEnd(44)} ${result.hoveredMs} / ${result.coldMs} ms, load ${loadavg()[0]?.toFixed(2)}${over ? `  over ${NAVIGATION_BUDGET_MS} ms` : ""}`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}
