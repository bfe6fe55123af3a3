import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "../support/browser";
import { type BuiltSite, buildAndServe } from "../support/builtSite";
import { waitForHydration } from "../support/hydration";

/** Spec-independent layout checks (issue 12, items 3 and 7) at the widths visitors use. */
const WIDTHS = [375, 768, 1024, 1440];
const BRANDS = ["engineering", "healthcare"];

let browser: Browser;
const sites = new Map<string, BuiltSite>();

beforeAll(async () => {
  // Both builds once, in turn (two CPU cores are shared); one browser for every check.
  browser = await launchChromium();
  for (const brand of BRANDS) sites.set(brand, await buildAndServe(brand));
}, 600_000);
afterAll(async () => {
  await browser?.close();
  for (const site of sites.values()) await site.close();
});

/** What is wrong with the laid-out page: horizontal overflow, and text boxes that overlap. */
interface LayoutProblems {
  overflow: number;
  overlaps: string[];
}

/**
 * Measures the page in the browser: how far it scrolls sideways (px), and each pair of text lines
 * (one rect per line of each text node, cut to what its clipping ancestors show) that overlap by
 * more than 2 px both ways.
 */
function measure(page: Page): Promise<LayoutProblems> {
  return page.evaluate(() => {
    type Box = { left: number; top: number; right: number; bottom: number; text: string };
    const boxes: Box[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? "";
      const parent = node.parentElement;
      if (!text || !parent?.checkVisibility({ visibilityProperty: true })) continue;
      if (parent.closest("[aria-hidden='true'], [inert], script, style, noscript")) continue;
      // The part of the page the node's clipping ancestors let through.
      let clip = { left: 0, top: -1e9, right: window.innerWidth, bottom: 1e9 };
      for (let element: HTMLElement | null = parent; element; element = element.parentElement) {
        const style = getComputedStyle(element);
        const clips =
          style.overflowX !== "visible" ||
          style.overflowY !== "visible" ||
          style.clipPath !== "none";
        if (!clips || element === document.body || element === document.documentElement) continue;
        const rect = element.getBoundingClientRect();
        clip = {
          left: Math.max(clip.left, rect.left),
          top: Math.max(clip.top, rect.top),
          right: Math.min(clip.right, rect.right),
          bottom: Math.min(clip.bottom, rect.bottom),
        };
      }
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        const box = {
          left: Math.max(rect.left, clip.left),
          top: Math.max(rect.top, clip.top),
          right: Math.min(rect.right, clip.right),
          bottom: Math.min(rect.bottom, clip.bottom),
          text: text.slice(0, 40),
        };
        if (box.right - box.left > 2 && box.bottom - box.top > 2) boxes.push(box);
      }
    }
    const overlaps: string[] = [];
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i] as Box;
        const b = boxes[j] as Box;
        const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (x > 2 && y > 2) overlaps.push(`'${a.text}' × '${b.text}'`);
      }
    }
    const root = document.documentElement;
    return { overflow: root.scrollWidth - root.clientWidth, overlaps };
  });
}

describe("the layout check", () => {
  it("reports a page that scrolls sideways and two lines of text on top of each other", async () => {
    const site = sites.get("engineering");
    if (!site) throw new Error("engineering was not built");
    const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
    await page.goto(`${site.url}/`, { waitUntil: "load" });
    await waitForHydration(page);
    expect((await measure(page)).overlaps).toEqual([]);
    await page.evaluate(() => {
      // A line wider than the phone, and a second line pulled up onto it.
      const main = document.querySelector("main");
      const wide = document.createElement("p");
      wide.textContent = "A line of text set wider than the screen";
      wide.style.width = "600px";
      const pulled = document.createElement("p");
      pulled.textContent = "A line of text pulled up onto the one before";
      pulled.style.marginTop = "-2.5em";
      main?.prepend(wide, pulled);
    });
    const { overflow, overlaps } = await measure(page);
    expect(overflow).toBeGreaterThan(0);
    expect(overlaps.length).toBeGreaterThan(0);
    await page.close();
  });
});

describe.each(BRANDS)("the %s site's layout", (brand) => {
  it("never scrolls sideways and no text overlaps other text, on any route, at 375-1440 px", async () => {
    const site = sites.get(brand);
    if (!site) throw new Error(`${brand} was not built`);
    const page = await browser.newPage({ viewport: { width: WIDTHS[0] ?? 375, height: 800 } });
    const problems: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      for (const route of [...site.build.routes, "/no-such-page"]) {
        await page.goto(`${site.url}${route}`, { waitUntil: "load" });
        await waitForHydration(page);
        await page.evaluate(() => document.fonts.ready);
        const { overflow, overlaps } = await measure(page);
        if (overflow > 0) problems.push(`${route} @${width}px scrolls ${overflow}px sideways`);
        for (const overlap of overlaps) problems.push(`${route} @${width}px: ${overlap}`);
      }
    }
    await page.close();
    expect(problems).toEqual([]);
  }, 300_000);
});
