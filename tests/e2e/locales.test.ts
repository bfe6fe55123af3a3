import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { type LoadedBrand, listBrands, loadBrand } from "../../scripts/brand/brandLoader";
import { waitForHydration } from "../../scripts/lib/waitForHydration";
import { copyVariables } from "../../src/brand/copyVariables";
import { createI18n } from "../../src/i18n/createI18n";
import { recordErrors } from "../support/pageErrors";
import { openSettled } from "../support/settledPage";
import { sitesFixture } from "../support/siteFixture";

/** Every brand with Hindi pages beside its default locale's. */
const brands = new Map<string, LoadedBrand>();
for (const id of await listBrands()) {
  const brand = await loadBrand(id);
  if (brand.manifest.locales.includes("hi") && brand.manifest.defaultLocale !== "hi") {
    brands.set(id, brand);
  }
}
const BRANDS = [...brands.keys()];
const sites = sitesFixture(BRANDS);

/**
 * A page of each brand other than its home, where the switch is tried: the one with the most
 * path segments (a nested address such as `/service/sugar-mills`), the first such in the manifest.
 */
const INNER_PAGE: Record<string, string> = Object.fromEntries(
  [...brands].map(([id, { manifest }]) => {
    const depth = (path: string) => path.split("/").filter(Boolean).length;
    const deepest = manifest.pages.reduce(
      (best, page) => (depth(page.path) > depth(best) ? page.path : best),
      "/",
    );
    return [id, deepest];
  }),
);

/** `key`'s copy in `locale` for brand `id`, its variables filled in. */
function copy(id: string, locale: string, key: string): string {
  const brand = brands.get(id);
  if (!brand) throw new Error(`${id} was not loaded`);
  return createI18n(brand.resources, locale, copyVariables(brand.manifest, locale)).t(key);
}

/** The page key of the manifest page at `path`. */
function keyOf(id: string, path: string): string {
  const page = brands.get(id)?.manifest.pages.find((entry) => entry.path === path);
  if (!page) throw new Error(`${id} has no page ${path}`);
  return page.key;
}

/** A page of the brand's site at `width` px, recording errors and the scripts it fetches. */
async function open(id: string, width: number) {
  const page = await sites.site(id).newPage({ viewport: { width, height: 900 } });
  const errors = recordErrors(page, { failedLoads: true });
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return { page, errors, scripts };
}

/** What the page shows: its address, language, title and first heading. */
async function shown(page: Page) {
  return {
    path: new URL(page.url()).pathname,
    lang: await page.evaluate(() => document.documentElement.lang),
    title: await page.title(),
    h1: (await page.locator("main h1").first().textContent())?.trim(),
  };
}

/** The header's link to `locale`, opening the phone menu first on a narrow screen. */
async function switchTo(page: Page, locale: string) {
  const menu = page.locator(".site-header__menu-button");
  if (await menu.isVisible()) await menu.click();
  const link = page.locator(`header a[hreflang="${locale}"]`);
  await link.waitFor({ state: "visible" });
  return link;
}

describe.each(BRANDS)("%s in two languages", (id) => {
  it.each([375, 1440])(
    "switches a page to Hindi and back at %i px, by mouse and by keyboard, preloading on intent",
    async (width) => {
      const path = INNER_PAGE[id] ?? "/";
      const key = keyOf(id, path);
      const { page, errors, scripts } = await open(id, width);
      await openSettled(page, `${sites.site(id).url}${path}`);
      const toHindi = await switchTo(page, "hi");
      expect(await toHindi.textContent()).toBe("हिन्दी");
      expect(await toHindi.getAttribute("lang")).toBe("hi");
      const before = scripts.length;
      await toHindi.hover();
      // Preloaded on intent: the Hindi chrome copy and the page's Hindi chunk.
      await expect.poll(() => scripts.length - before).toBeGreaterThanOrEqual(2);
      await toHindi.click();
      await page.waitForURL(`**/hi${path}`);
      await expect
        .poll(() => shown(page))
        .toEqual({
          path: `/hi${path}`,
          lang: "hi",
          title: `${copy(id, "hi", `${key}.title`)} | ${brands.get(id)?.manifest.name}`,
          h1: expect.stringMatching(/[\u0900-\u097F]/),
        });
      // The way back by keyboard alone.
      const toEnglish = await switchTo(page, "en");
      expect(await toEnglish.textContent()).toBe("English");
      await toEnglish.focus();
      await page.keyboard.press("Enter");
      await page.waitForURL((url) => url.pathname === path);
      await expect
        .poll(() => shown(page))
        .toMatchObject({
          path,
          lang: "en",
          title: `${copy(id, "en", `${key}.title`)} | ${brands.get(id)?.manifest.name}`,
        });
      expect(errors).toEqual([]);
      await page.close();
    },
  );

  it("keeps the address's query and fragment when it switches language, without a hydration mismatch", async () => {
    const path = INNER_PAGE[id] ?? "/";
    const { page, errors } = await open(id, 1440);
    await page.goto(`${sites.site(id).url}${path}?utm_source=newsletter#contact`);
    await waitForHydration(page);
    const toHindi = await switchTo(page, "hi");
    await expect
      .poll(() => toHindi.getAttribute("href"))
      .toBe(`/hi${path === "/" ? "" : path}?utm_source=newsletter#contact`);
    await toHindi.click();
    await page.waitForURL((url) => url.pathname === `/hi${path === "/" ? "" : path}`);
    const url = new URL(page.url());
    expect([url.search, url.hash]).toEqual(["?utm_source=newsletter", "#contact"]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("opens a Hindi deep link in Hindi, hydrates it without error and stays in Hindi on client navigation", async () => {
    const path = INNER_PAGE[id] ?? "/";
    const { page, errors } = await open(id, 1440);
    const response = await page.goto(`${sites.site(id).url}/hi${path}`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    expect(await shown(page)).toMatchObject({ path: `/hi${path}`, lang: "hi" });
    // Home by the header, then a link from the manifest: both stay under /hi.
    await page.locator("header .site-header__brand, header a[href='/hi']").first().click();
    await page.waitForURL((url) => url.pathname === "/hi");
    const homeTitle = copy(id, "hi", "page.home.title");
    await expect.poll(() => page.title()).toContain(homeTitle);
    // The first one a visitor can click (a closed disclosure's links, the forms' notices', are
    // not shown).
    const inner = page
      .locator(`main a[href^="/hi/"], footer a[href^="/hi/"]`)
      .filter({ visible: true })
      .first();
    const target = await inner.getAttribute("href");
    await inner.click();
    await page.waitForURL((url) => url.pathname === target);
    await expect.poll(async () => (await shown(page)).lang).toBe("hi");
    const english = await page
      .locator(`main a[href^="/"]:not([href^="/hi"]):not([href^="/assets/"])`)
      .count();
    expect(english).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("answers an unknown address under /hi with status 404 and the Hindi not-found page", async () => {
    const { page, errors } = await open(id, 1440);
    const response = await page.goto(`${sites.site(id).url}/hi/no/such/page`);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect
      .poll(() => shown(page))
      .toEqual({
        path: "/hi/no/such/page",
        lang: "hi",
        title: `${copy(id, "hi", "notFound.title")} | ${brands.get(id)?.manifest.name}`,
        h1: copy(id, "hi", "notFound.heading"),
      });
    expect(await page.locator("main a.button").getAttribute("href")).toBe("/hi");
    expect(await page.locator('header a[hreflang="en"]').getAttribute("href")).toBe(
      "/no/such/page",
    );
    expect(errors.filter((error) => !error.includes("404"))).toEqual([]);
    await page.close();
  });
});

describe("fragment targets in Hindi", () => {
  it("scrolls to the health-care home's #buy-now and #contact under /hi", async () => {
    const { page, errors } = await open("healthcare", 1440);
    await openSettled(page, `${sites.site("healthcare").url}/hi#buy-now`);
    const top = (selector: string) =>
      page.locator(selector).evaluate((element) => Math.round(element.getBoundingClientRect().top));
    await expect.poll(() => top("#buy-now")).toBeLessThan(200);
    // The header's Buy Now and the footer's contact block, from another Hindi page.
    await openSettled(page, `${sites.site("healthcare").url}/hi/terms`);
    const buyNow = page.locator('header a[href="/hi#buy-now"]');
    await buyNow.click();
    await page.waitForURL((url) => url.pathname === "/hi" && url.hash === "#buy-now");
    await expect.poll(() => top("#buy-now"), { timeout: 10_000 }).toBeLessThan(200);
    expect(await page.locator("footer #contact").count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("hi");
    expect(errors).toEqual([]);
    await page.close();
  });
});
