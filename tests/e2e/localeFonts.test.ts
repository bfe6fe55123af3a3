import { stat } from "node:fs/promises";
import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { listBrands, loadBrand } from "../../scripts/brand/brandLoader";
import { unicodeRangeCodePoints } from "../../scripts/lib/unicodeRange";
import { waitForHydration } from "../../scripts/lib/waitForHydration";
import { PAGE_FONTS_ID, SITE_FACES_TIMEOUT_MS } from "../../src/app/pageFonts";
import type { FontFace } from "../../src/brand/schemas/theme";
import { splitLocalePath } from "../../src/i18n/localePath";
import { MOVING_CLOCK_WAIT, movingClock } from "../support/movingClock";
import { sitesFixture } from "../support/siteFixture";
import { type TextFonts, textFonts } from "../support/textFonts";

/**
 * The faces a brand declares for some locales only (Devanagari for Hindi): drawn by the brand's
 * web font on every page of those locales, and never fetched by a page of another.
 */
/** Every brand with Hindi pages. */
const BRANDS: string[] = [];
for (const id of await listBrands()) {
  if ((await loadBrand(id)).manifest.locales.includes("hi")) BRANDS.push(id);
}
const DEVANAGARI = /[\u0900-\u097F]/;

/** The enquiry form's message field, where a visitor types words the copy never uses. */
const MESSAGE_FIELD = "form.contact-form textarea";

const sites = sitesFixture(BRANDS);

/** The faces of `brand` that only some locales use, among them `locale` (Hindi: its Devanagari). */
function localeFaces(brand: string, locale = "hi"): FontFace[] {
  return (sites.site(brand).build.manifest.theme.fontFaces ?? []).filter((face) =>
    face.locales?.includes(locale),
  );
}

/** Whether a face draws Devanagari (its range holds some), not the latin of the Hindi pages. */
const drawsDevanagari = (face: FontFace) =>
  unicodeRangeCodePoints(face.unicodeRange ?? "").some((point) =>
    DEVANAGARI.test(String.fromCodePoint(point)),
  );

/** The name a face's file keeps in the build (`noto-sans-devanagari-…-normal`, then a hash). */
const fileStem = (face: FontFace) => path.basename(face.src, ".woff2");

/**
 * Opens `route` at 1440 px, hydrated, every font it asked for settled, and returns the page and
 * the URLs of the fonts it requested.
 */
async function openRecordingFonts(
  brand: string,
  route: string,
  options: { clock?: boolean } = {},
): Promise<{ page: Page; fontRequests: string[] }> {
  const page = await sites.newPage({ viewport: { width: 1440, height: 900 } });
  if (options.clock) await page.clock.install();
  const fontRequests: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fontRequests.push(request.url());
  });
  await page.goto(`${sites.site(brand).url}${route}`, { waitUntil: "load" });
  await waitForHydration(page);
  await page.evaluate(() => document.fonts.ready);
  return { page, fontRequests };
}

/** The absolute URLs of the fonts the page's HTML preloads. */
const preloadedFonts = (page: Page) =>
  page
    .locator('link[rel="preload"][as="font"]')
    .evaluateAll((links: HTMLLinkElement[]) => links.map((link) => link.href));

describe.each(BRANDS)("the %s site's locale fonts", (brand) => {
  /** The brand's prerendered routes in the locales `wanted` picks. */
  const routesOf = (wanted: (locale: string) => boolean) => {
    const { build } = sites.site(brand);
    return build.routes.filter((route) => wanted(splitLocalePath(build.manifest, route).locale));
  };

  /** What each Hindi route drew and fetched, read once for the tests below. */
  interface HindiRoute {
    route: string;
    drawn: TextFonts[];
    preloaded: string[];
    fontRequests: string[];
    /** Whether the page has an enquiry form's message field to type in. */
    hasMessageField: boolean;
  }
  const hindiRoutes: HindiRoute[] = [];
  beforeAll(async () => {
    for (const route of routesOf((locale) => locale === "hi")) {
      const { page, fontRequests } = await openRecordingFonts(brand, route);
      const preloaded = await preloadedFonts(page);
      hindiRoutes.push({
        route,
        drawn: await textFonts(page, DEVANAGARI),
        preloaded,
        fontRequests,
        hasMessageField: (await page.locator(MESSAGE_FIELD).count()) > 0,
      });
      await page.close();
    }
  }, 180_000);

  it("draws every Devanagari text of every Hindi route in the brand's web fonts, never a system font", () => {
    const families = new Set(localeFaces(brand).map((face) => face.family));
    const problems: string[] = [];
    expect(hindiRoutes.length).toBeGreaterThan(1);
    for (const { route, drawn } of hindiRoutes) {
      expect(drawn.length, route).toBeGreaterThan(5);
      for (const { text, fonts } of drawn) {
        const system = fonts.filter((font) => !font.isCustomFont);
        if (system.length > 0 || !fonts.some((font) => families.has(font.familyName))) {
          const used = fonts.map((f) => `${f.familyName}${f.isCustomFont ? "" : " (system)"}`);
          problems.push(`${route} '${text.slice(0, 30)}': ${used.join(", ")}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("preloads on a Hindi page the faces narrowed to its copy, draws them, and fetches no other Devanagari file", () => {
    const faces = localeFaces(brand);
    const stems = new Set(faces.map(fileStem));
    const narrowed = faces.filter((face) => face.narrowToCopy && face.preload);
    expect(narrowed.length).toBeGreaterThan(0);
    expect(hindiRoutes.length).toBeGreaterThan(1);
    for (const { route, drawn, preloaded, fontRequests } of hindiRoutes) {
      const drawnFamilies = new Set(drawn.flatMap(({ fonts }) => fonts.map((f) => f.familyName)));
      for (const face of narrowed) {
        expect(
          preloaded.filter((url) => url.includes(fileStem(face))),
          `${route} ${face.family}`,
        ).toHaveLength(1);
        if (drawsDevanagari(face)) expect([...drawnFamilies], route).toContain(face.family);
      }
      // The copy's characters are all in the narrowed files: no full file of these faces is fetched.
      const devanagariRequests = fontRequests.filter((url) =>
        [...stems].some((stem) => url.includes(stem)),
      );
      for (const url of devanagariRequests) expect(preloaded, route).toContain(url);
    }
  });

  it("draws what a visitor types in Hindi from the whole Devanagari face, fetched then", async () => {
    const stems = new Set(localeFaces(brand).map(fileStem));
    const whole = localeFaces(brand).filter((face) => !face.narrowToCopy && !face.preload);
    const route = hindiRoutes.find(({ hasMessageField }) => hasMessageField)?.route;
    if (route === undefined) throw new Error(`no Hindi route of ${brand} has an enquiry form`);
    const { page, fontRequests } = await openRecordingFonts(brand, route);
    const field = page.locator(MESSAGE_FIELD).first();
    const preloaded = await preloadedFonts(page);
    // त्र्यंबक: a conjunct the copy never forms, so the faces cut to the copy lack its glyphs.
    await field.fill("त्र्यंबक");
    await expect
      .poll(() =>
        fontRequests.filter(
          (url) => !preloaded.includes(url) && [...stems].some((stem) => url.includes(stem)),
        ),
      )
      .toHaveLength(1);
    const loaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((f) => f.status === "loaded").map((f) => f.family);
    });
    expect(loaded.map((family) => family.replace(/"/g, ""))).toContain(whole[0]?.family);
    await page.close();
  });

  it("shows another Hindi page after a client navigation in the site-wide faces, shaped as its own load draws it", async () => {
    /** Each Devanagari text's glyphs, summed over the fonts that drew it: a lost conjunct changes it. */
    const glyphs = (drawn: TextFonts[]) =>
      new Map(drawn.map(({ text, fonts }) => [text, fonts.reduce((n, f) => n + f.glyphCount, 0)]));
    // The home as its own load drew it, read by the walk over the Hindi routes.
    const direct = hindiRoutes.find(({ route }) => route === "/hi");
    if (!direct) throw new Error(`the walk over ${brand}'s Hindi routes did not load /hi`);
    const expected = glyphs(direct.drawn);

    const { page, fontRequests } = await openRecordingFonts(brand, "/hi/privacy-policy");
    const pageFonts = page.locator(`#${PAGE_FONTS_ID}`);
    expect(await pageFonts.count()).toBe(1);
    const preloaded = await preloadedFonts(page);
    await page.locator("header a[href='/hi']").first().click();
    // The address changes as the navigation starts; the home is shown once its route has loaded,
    // and leaving the privacy policy (releasing its faces) is part of that load.
    const home = sites.site(brand).build.manifest.pages.find(({ path }) => path === "/");
    if (!home) throw new Error(`${brand} has no page at /`);
    await page.locator(`[data-page="${home.key}"]`).waitFor();
    await page.evaluate(() => document.fonts.ready);
    // The privacy policy's own faces are gone, and the site-wide ones were fetched for the home.
    expect(await pageFonts.count()).toBe(0);
    const siteWide = fontRequests.filter((url) => !preloaded.includes(url));
    expect(siteWide.length).toBeGreaterThan(0);
    const families = new Set(localeFaces(brand).map((face) => face.family));
    /** What the page draws now that differs from its own load; the texts it drew. */
    const problemsNow = async () => {
      const drawn = await textFonts(page, DEVANAGARI);
      const problems: string[] = [];
      for (const { text, fonts } of drawn) {
        if (
          fonts.some((font) => !font.isCustomFont) ||
          !fonts.some((f) => families.has(f.familyName))
        )
          problems.push(`'${text.slice(0, 30)}': not in the brand's Devanagari face`);
      }
      const after = glyphs(drawn);
      for (const [text, count] of expected) {
        if (after.has(text) && after.get(text) !== count)
          problems.push(
            `'${text.slice(0, 30)}': ${after.get(text)} glyphs, ${count} on its own load`,
          );
      }
      return { problems, texts: after.size };
    };
    // Read until the page has redrawn in the site-wide faces: on a loaded machine the first
    // frames after the navigation can still show the text as the swap left it.
    await expect.poll(async () => (await problemsNow()).problems, { timeout: 10_000 }).toEqual([]);
    expect((await problemsNow()).texts).toBeGreaterThan(10);
    await page.close();
  }, 120_000);

  it("still shows the next page when the site-wide faces hang, after waiting a few seconds for them", async () => {
    // The loader's wait for the faces runs on a clock the test moves instead of waiting it out.
    const { page } = await openRecordingFonts(brand, "/hi/privacy-policy", { clock: true });
    const preloaded = await preloadedFonts(page);
    // Any font not already on the page never answers.
    await page.route(
      (url) => url.pathname.endsWith(".woff2") && !preloaded.includes(url.href),
      () => undefined,
    );
    const title = await page.title();
    await page.locator("header a[href='/hi']").first().click();
    // The loader waits for the fonts at most SITE_FACES_TIMEOUT_MS, then the home is shown
    // regardless.
    await expect
      .poll(
        movingClock(page, SITE_FACES_TIMEOUT_MS, () => page.title()),
        MOVING_CLOCK_WAIT,
      )
      .not.toBe(title);
    expect(await page.locator(`#${PAGE_FONTS_ID}`).count()).toBe(0);
    expect(await page.locator("main").first().textContent()).toMatch(DEVANAGARI);
    await page.close();
  }, 60_000);

  it("draws the switch's हिन्दी on an English page from a face of its own under 2 KB, and fetches no other Devanagari", async () => {
    const { build } = sites.site(brand);
    const faces = build.manifest.theme.fontFaces ?? [];
    const names = faces.filter((face) => face.narrowToLocaleNames);
    expect(names).toHaveLength(1);
    // Every Devanagari file, by the name it keeps in the build, and the Hindi pages' families.
    const stems = [...new Set(faces.filter(drawsDevanagari).map(fileStem))];
    const hindiFamilies = localeFaces(brand)
      .filter(drawsDevanagari)
      .map((face) => face.family);
    for (const route of routesOf((locale) => locale === "en")) {
      const { page, fontRequests } = await openRecordingFonts(brand, route);
      // Drawn in a web font (CDP names it by the file's own family), never a system font.
      const drawn = await textFonts(page, DEVANAGARI, "hi");
      expect(
        drawn.map(({ text }) => text),
        route,
      ).toEqual(["हिन्दी"]);
      expect(
        drawn[0]?.fonts.every((font) => font.isCustomFont),
        route,
      ).toBe(true);
      const devanagari = fontRequests.filter((url) => stems.some((stem) => url.includes(stem)));
      expect(devanagari, route).toHaveLength(1);
      for (const url of devanagari) {
        const { size } = await stat(path.join(build.outDir, new URL(url).pathname));
        expect(size, url).toBeLessThan(2048);
      }
      const used = await page.evaluate(() =>
        [...document.fonts].filter((f) => f.status !== "unloaded").map((f) => f.family),
      );
      // Chromium quotes a family name with spaces, but not always: compared without quotes.
      const families = used.map((family) => family.replace(/"/g, ""));
      for (const face of names) expect(families, route).toContain(face.family);
      for (const family of hindiFamilies) expect(families, route).not.toContain(family);
      await page.close();
    }
  }, 180_000);

  it("fetches the switch's face on a phone only when the menu that shows it opens", async () => {
    const stems = new Set(localeFaces(brand, "en").filter(drawsDevanagari).map(fileStem));
    expect(stems.size).toBe(1);
    const page = await sites.newPage({ viewport: { width: 375, height: 800 } });
    const devanagari: string[] = [];
    page.on("request", (request) => {
      if ([...stems].some((stem) => request.url().includes(stem))) devanagari.push(request.url());
    });
    await page.goto(sites.site(brand).url, { waitUntil: "load" });
    await waitForHydration(page);
    await page.evaluate(() => document.fonts.ready);
    expect(devanagari).toEqual([]);
    await page.locator(".site-header__menu-button").click();
    await expect.poll(() => devanagari).toHaveLength(1);
    await page.close();
  }, 60_000);
});
