import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { listBrands, loadBrand } from "../../scripts/brand/brandLoader";
import { waitForHydration } from "../../scripts/lib/waitForHydration";
import { splitLocalePath } from "../../src/i18n/localePath";
import { lastingAxeViolations } from "../support/axe";
import { nextFrame } from "../support/nextFrame";
import { recordErrors } from "../support/pageErrors";
import { sitesFixture } from "../support/siteFixture";

// Checks that hold on every page, in one walk of every route: layout beyond what the spec asks
// (no sideways scroll, no text over text, every row of a photo grid full) at the widths visitors
// use, and WCAG 2.2 AA (axe-core) at a phone's and a desktop's width. The checks that need
// an interaction first (the phone menu open, the lightbox) are in accessibility.test.ts.

/**
 * The widths visitors use (px), as pairs: each page is loaded at the first, checked, then its
 * window resized to the second and checked again (the layout follows a resize as it does a load;
 * the phone and wide-desktop widths are each loaded fresh).
 */
const WIDTHS: readonly (readonly [number, number])[] = [
  [375, 768],
  [1440, 1024],
];
/**
 * The widths axe checks every route at (px): a phone's as loaded, and the desktop layout's
 * (64rem and over) reached by a resize, as the app lays itself out again.
 */
const AXE_WIDTHS = [375, 1024];
const BRANDS = await listBrands();

// Every brand's build, in turn (two CPU cores are shared); one browser for every check.
const sites = sitesFixture(BRANDS);

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

/**
 * The empty cells of every photo grid and card grid (`.grid-list`: cards, points, packs, steps,
 * logos, offices) on the page (no orphan row), as "cards__grid: row 2, column 3 of 4" strings:
 * the grid's rows and columns as laid out (px; auto-fit's collapsed tracks, 0 px, left out), and
 * each cell's centre tested against the items' boxes.
 */
function emptyGridCells(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const empty: string[] = [];
    for (const grid of document.querySelectorAll(".gallery__grid, .grid-list")) {
      const name = grid.classList[0];
      const style = getComputedStyle(grid);
      const tracks = (list: string) =>
        list
          .split(" ")
          .map((size) => Number.parseFloat(size))
          .filter((size) => size > 0);
      const columns = tracks(style.gridTemplateColumns);
      const rows = tracks(style.gridTemplateRows);
      const columnGap = Number.parseFloat(style.columnGap) || 0;
      const rowGap = Number.parseFloat(style.rowGap) || 0;
      const box = grid.getBoundingClientRect();
      const photos = [...grid.children].map((item) => item.getBoundingClientRect());
      let top = box.top;
      rows.forEach((height, row) => {
        let left = box.left;
        columns.forEach((width, column) => {
          const x = left + width / 2;
          const y = top + height / 2;
          const filled = photos.some(
            (photo) => photo.left <= x && x <= photo.right && photo.top <= y && y <= photo.bottom,
          );
          if (!filled)
            empty.push(`${name}: row ${row + 1}, column ${column + 1} of ${columns.length}`);
          left += width + columnGap;
        });
        top += height + rowGap;
      });
    }
    return empty;
  });
}

describe("the layout check", () => {
  it("reports a page that scrolls sideways and two lines of text on top of each other", async () => {
    const site = sites.site("engineering");
    const page = await site.newPage({ viewport: { width: 375, height: 800 } });
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

  it("reports a photo grid whose last row is not full", async () => {
    const site = sites.site("engineering");
    const page = await site.newPage({ viewport: { width: 1440, height: 800 } });
    await page.goto(`${site.url}/projects`, { waitUntil: "load" });
    await waitForHydration(page);
    expect(await emptyGridCells(page)).toEqual([]);
    // One photo fewer: the grid's last row loses a cell.
    await page.evaluate(() =>
      document.querySelector(".gallery__item:not([class*='--'])")?.remove(),
    );
    expect(await emptyGridCells(page)).toEqual(["gallery__grid: row 8, column 4 of 4"]);
    await page.close();
  });

  it("reports a card grid whose last row is not full, and card grids refill when a card goes", async () => {
    const site = sites.site("engineering");
    const page = await site.newPage({ viewport: { width: 1440, height: 800 } });
    await page.goto(`${site.url}/service/plant-and-machinery-manufacturing`, { waitUntil: "load" });
    await waitForHydration(page);
    expect(await emptyGridCells(page)).toEqual([]);
    // Six cards and six points, one fewer of each: five run stacked or five across, never 4 + 1.
    await page.evaluate(() => {
      for (const list of document.querySelectorAll(".grid-list")) list.lastElementChild?.remove();
    });
    expect(await emptyGridCells(page)).toEqual([]);
    // Four forced columns for the five points: the check sees the row's three empty cells.
    await page.evaluate(() => {
      const list = document.querySelector<HTMLElement>(".feature__list");
      if (list) list.style.gridTemplateColumns = "repeat(4, minmax(0, 1fr))";
    });
    expect(await emptyGridCells(page)).toEqual([
      "feature__list: row 2, column 2 of 4",
      "feature__list: row 2, column 3 of 4",
      "feature__list: row 2, column 4 of 4",
    ]);
    await page.close();
  });
});

/** What the checks found on every route of a brand at every width. */
interface RouteProblems {
  /** Sideways scrolling and text over text, as "/about @375px scrolls 12px sideways". */
  layout: string[];
  /** Empty cells of photo and card grids, per filter, as "/projects @1440px, All: …". */
  grids: string[];
  /**
   * `<locale> @<width>` → axe's violations on that locale's routes at each of AXE_WIDTHS, as
   * "/about: rule (impact): nodes".
   */
  accessibility: Map<string, string[]>;
  /** Uncaught errors and console errors of the walk, as "/about @375px: message". */
  errors: string[];
}

/**
 * Opens each route (and an unknown address) at each pair of WIDTHS, hydrated and with its fonts,
 * runs axe on it at AXE_WIDTHS, and runs the layout checks at both widths of the pair: first the
 * page with the filter chosen at load (All) for measure, then each gallery filter in turn for
 * emptyGridCells. One walk serves every check. With reduced motion, so that axe reads colours
 * at rest rather than mid-fade.
 */
async function problemsOnRoutes(brand: string): Promise<RouteProblems> {
  const site = sites.site(brand);
  const page = await site.newPage({
    viewport: { width: 375, height: 800 },
    reducedMotion: "reduce",
  });
  const found: RouteProblems = { layout: [], grids: [], accessibility: new Map(), errors: [] };
  // Chromium's line for the unknown address's 404, a failed load, is left out (recordErrors).
  const errors = recordErrors(page);
  /** Moves what `errors` holds to `found.errors`, as `where`'s. */
  const takeErrors = (where: string) => {
    found.errors.push(...errors.splice(0).map((error) => `${where}: ${error}`));
  };
  const check = async (route: string, width: number) => {
    const where = `${route} @${width}px`;
    const filters = page.locator(".gallery__filter");
    const labels = await filters.allTextContents();
    const choose = async (index: number) => {
      const button = filters.nth(index);
      if ((await button.getAttribute("aria-pressed")) === "true") return;
      await button.click();
      await button.and(page.locator("[aria-pressed=true]")).waitFor();
    };
    if (labels.length > 0) await choose(0);
    const { overflow, overlaps } = await measure(page);
    if (overflow > 0) found.layout.push(`${where} scrolls ${overflow}px sideways`);
    found.layout.push(...overlaps.map((overlap) => `${where}: ${overlap}`));
    for (const [index, label] of (labels.length > 0 ? labels : ["as loaded"]).entries()) {
      if (labels.length > 0) await choose(index);
      for (const cell of await emptyGridCells(page))
        found.grids.push(`${where}, ${label}: ${cell} empty`);
    }
  };
  /** Runs axe on the page as it is, at the widths of AXE_WIDTHS. */
  const audit = async (route: string, width: number) => {
    if (!AXE_WIDTHS.includes(width)) return;
    const key = `${splitLocalePath(site.build.manifest, route).locale} @${width}`;
    const violations = await lastingAxeViolations(page);
    found.accessibility.set(key, [
      ...(found.accessibility.get(key) ?? []),
      ...violations.map((violation) => `${route}: ${violation}`),
    ]);
  };
  for (const [loaded, resized] of WIDTHS) {
    for (const route of [...site.build.routes, "/no-such-page"]) {
      await page.setViewportSize({ width: loaded, height: 800 });
      await page.goto(`${site.url}${route}`, { waitUntil: "load" });
      await waitForHydration(page);
      await page.evaluate(() => document.fonts.ready);
      await audit(route, loaded);
      await check(route, loaded);
      takeErrors(`${route} @${loaded}px`);
      await page.setViewportSize({ width: resized, height: 800 });
      await nextFrame(page);
      await page.evaluate(() => document.fonts.ready);
      await audit(route, resized);
      await check(route, resized);
      takeErrors(`${route} @${resized}px`);
    }
  }
  await page.close();
  return found;
}

/** Brand → its manifest's locales, in order. */
const LOCALES = new Map<string, readonly string[]>();
for (const id of BRANDS) LOCALES.set(id, (await loadBrand(id)).manifest.locales);

describe.each(BRANDS)("every route of the %s site", (brand) => {
  let found: RouteProblems;
  beforeAll(async () => {
    found = await problemsOnRoutes(brand);
  }, 300_000);

  it.each(
    (LOCALES.get(brand) ?? []).flatMap((locale) => AXE_WIDTHS.map((width) => ({ locale, width }))),
  )("meets WCAG 2.2 AA (axe-core) in $locale at $width px", ({ locale, width }) => {
    expect(found.accessibility.get(`${locale} @${width}`)).toEqual([]);
  });

  it("hydrates, lays out and filters every route without an error, at 375-1440 px", () => {
    expect(found.errors).toEqual([]);
  });

  it("never scrolls sideways and no text overlaps other text, on any route, at 375-1440 px", () => {
    expect(found.layout).toEqual([]);
  });

  it("fills every row of every photo and card grid, whichever filter is chosen, at 375-1440 px", () => {
    expect(found.grids).toEqual([]);
  });
});
