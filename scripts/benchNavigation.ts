import type { Browser, Page } from "playwright-core";

/** What one route's first load fetched of scripts. */
export interface FirstLoadScripts {
  /** Route path, e.g. `/about`. */
  route: string;
  /** Script bytes as transferred (brotli when served), in KB. */
  kb: number;
  /** Paths of the scripts fetched, in request order. */
  files: string[];
}

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

/**
 * Loads `url` in a fresh context and sums the scripts it fetched until the app has hydrated and
 * the network is idle (the sliders and counters that load after hydration included).
 */
export async function firstLoadScripts(browser: Browser, url: string): Promise<FirstLoadScripts> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const requests: Array<Promise<{ file: string; bytes: number }>> = [];
  page.on("requestfinished", (request) => {
    if (request.resourceType() !== "script") return;
    requests.push(
      request.sizes().then((sizes) => ({
        file: new URL(request.url()).pathname,
        bytes: sizes.responseBodySize,
      })),
    );
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await waitForApp(page);
  await page.waitForLoadState("networkidle");
  const scripts = await Promise.all(requests);
  await context.close();
  return {
    route: new URL(url).pathname,
    kb: Math.round((scripts.reduce((sum, script) => sum + script.bytes, 0) / 1024) * 10) / 10,
    files: scripts.map((script) => script.file),
  };
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
