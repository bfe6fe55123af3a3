import { loadavg } from "node:os";
import type { Browser, Page } from "playwright-core";
import { launchChromium } from "../lib/chromium.ts";
import { waitForHydration } from "../lib/waitForHydration.ts";
import { spread } from "./benchFigures.ts";

/** One click from one route to another, timed three ways. */
export interface NavigationTiming {
  from: string;
  to: string;
  /** Click to the target's content painted, in ms, with the pointer resting on the link first. */
  hoveredMs: number;
  /** Click to painted, in ms, for a tap: a finger down for `TAP_PRESS_MS`, then up (the click). */
  tapMs: number;
  /**
   * Click to painted, in ms, for a click no hover, focus or touch came before (a script's
   * `click()`): nothing is preloaded, the worst case.
   */
  scriptClickMs: number;
}

/** How a visitor reaches the link. */
type Gesture = "hover" | "tap" | "script";

/** How long the pointer rests on a link before the click, in ms: a quick, deliberate click. */
const HOVER_MS = 100;

/**
 * How long a tap's finger stays down, in ms: shorter than most real taps (Android tells a tap from
 * a press after 100 ms, its TAP_TIMEOUT). The router preloads on touch start, so the press gives
 * the target's chunks this long before the click; Playwright's own `tap()` lifts at once.
 */
const TAP_PRESS_MS = 80;

/**
 * Follows the link to `to` with `gesture` and resolves with ms from the click (for a tap, the
 * one that follows the finger's lift) to the next paint of the target's page.
 */
async function followAndTime(page: Page, to: string, gesture: Gesture): Promise<number> {
  const link = page.locator(`a[href="${to}"]:visible`).first();
  if (gesture === "hover") {
    await link.hover();
    await page.waitForTimeout(HOVER_MS);
  }
  // A string, not a function: tsx would wrap the function's inner functions in a helper
  // (`__name`) the page does not have. `void`, or Playwright would wait for the promise here.
  await page.evaluate(`void (window.__navigated = new Promise((resolve) => {
    const target = ${JSON.stringify(to)};
    const before = document.querySelector("main .page");
    let started;
    document.addEventListener("click", () => { started = performance.now(); }, { capture: true, once: true });
    const observer = new MutationObserver(() => {
      const current = document.querySelector("main .page");
      if (location.pathname !== target || current === null || current === before) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started)));
    });
    observer.observe(document.body, { childList: true, subtree: true });
  }))`);
  if (gesture === "tap") {
    await link.scrollIntoViewIfNeeded();
    const box = await link.boundingBox();
    if (!box) throw new Error(`the link to ${to} has no box to tap`);
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const session = await page.context().newCDPSession(page);
    await session.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] });
    await page.waitForTimeout(TAP_PRESS_MS);
    await session.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  } else if (gesture === "hover") await link.click();
  else await link.evaluate((anchor: HTMLElement) => anchor.click());
  // Bounded, so a gesture that missed its link fails the bench instead of hanging it.
  return page.evaluate<number>(
    `Promise.race([window.__navigated, new Promise((_, reject) => setTimeout(() => reject(new Error("no navigation to ${to} within 10 s")), 10000))])`,
  );
}

/**
 * Times following the in-site link `to` (a path some header or page link points to) from
 * `fromUrl`, on this machine's loopback, once per gesture, each in a fresh context (a tap in one
 * with a touch screen). The server's certificate may be self-signed (scripts/hosting/serveStaticHttp2.ts).
 */
export async function navigationTiming(
  browser: Browser,
  fromUrl: string,
  to: string,
): Promise<NavigationTiming> {
  const time = async (gesture: Gesture) => {
    const context = await browser.newContext({
      hasTouch: gesture === "tap",
      ignoreHTTPSErrors: true,
    });
    const page = await context.newPage();
    await page.goto(fromUrl, { waitUntil: "networkidle" });
    await waitForHydration(page);
    const ms = await followAndTime(page, to, gesture);
    await context.close();
    return Math.round(ms);
  };
  return {
    from: new URL(fromUrl).pathname,
    to,
    hoveredMs: await time("hover"),
    tapMs: await time("tap"),
    scriptClickMs: await time("script"),
  };
}

/** The navigation budget: click to painted, on a fast connection, in ms. */
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
  const median = (values: number[]) => spread(values).median;
  const results: Array<NavigationTiming & { brand: string }> = [];
  console.log(
    `\nNavigation: click to painted, median of ${runs}: link hovered first / tapped / script click()`,
  );
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
          tapMs: median(timings.map((timing) => timing.tapMs)),
          scriptClickMs: median(timings.map((timing) => timing.scriptClickMs)),
        };
        results.push(result);
        // The goal is for visitors: a hover or a tap comes before their click.
        const over = Math.max(result.hoveredMs, result.tapMs) > NAVIGATION_BUDGET_MS;
        console.log(
          `${brand.padEnd(12)} / → ${to.padEnd(44)} ${result.hoveredMs} / ${result.tapMs} / ${result.scriptClickMs} ms, load ${loadavg()[0]?.toFixed(2)}${over ? `  over ${NAVIGATION_BUDGET_MS} ms` : ""}`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}
