import { createMemoryHistory } from "@tanstack/react-router";
import { describe, expect, it } from "vitest";
import { listBrands, loadBrand } from "../../../scripts/brand/brandLoader";
import type { BrandImage } from "../../../src/brand/brandImage";
import { splitBrand } from "../../../src/brand/splitBrand";
import { createLocaleI18n } from "../../../src/i18n/localeI18n";
import { localePath } from "../../../src/i18n/localePath";
import { offlinePaths } from "../../../src/i18n/offlinePath";
import { subscriptionPaths } from "../../../src/i18n/subscriptionPath";
import { OfflinePage } from "../../../src/pages/OfflinePage";
import { createAppRouter } from "../../../src/router/createAppRouter";
import { FIXTURE_BRANDS_DIR } from "../../support/brands";
import { copyLoaderOf, pageLoaderOf } from "../../support/pageLoader";

/** The router of brand `id` at `path`, as the prerender makes it (with the offline page) or, with `client`, as the browser does. */
async function routerFor(id: string, brandsDir?: string, path = "/", client = false) {
  const { manifest, resources } = await loadBrand(id, brandsDir);
  const split = splitBrand<BrandImage>(manifest, resources, { assets: {}, images: {} });
  const i18n = createLocaleI18n();
  const router = createAppRouter(
    split.manifest,
    createMemoryHistory({ initialEntries: [path] }),
    i18n,
    {
      loadPage: pageLoaderOf(split.pages),
      loadCopy: copyLoaderOf(split.resources),
      offlinePage: client ? undefined : OfflinePage,
    },
  );
  return { router, i18n };
}

/** The page addresses of a router: every route's full path but the locale layouts' and catch-alls'. */
const pagePaths = (router: Awaited<ReturnType<typeof routerFor>>["router"]) =>
  Object.values(router.routesById)
    .filter((route) => route.children === undefined && !route.fullPath.endsWith("$"))
    .map((route) => route.fullPath.replace(/(.)\/$/, "$1"))
    .sort();

/** `routes` in English and Hindi: `/about` and `/hi/about`, `/` and `/hi`. */
const bilingual = (routes: readonly string[]) =>
  [...routes, ...routes.map((route) => (route === "/" ? "/hi" : `/hi${route}`))].sort();

describe("createAppRouter", async () => {
  it.each(await listBrands())(
    "gives %s exactly the pages of its manifest, the offline page and, with the subscribe footer only, the subscription page, in the default locale at their paths and in every other under /<locale>",
    async (id) => {
      const { manifest } = await loadBrand(id);
      const { router } = await routerFor(id);
      const expected = [
        ...manifest.locales.flatMap((locale) =>
          manifest.pages.map((page) => localePath(manifest, locale, page.path)),
        ),
        ...offlinePaths(manifest).map((route) => route.path),
        ...(manifest.footer.variant === "subscribe" ? subscriptionPaths(manifest) : []).map(
          (route) => route.path,
        ),
      ];
      expect(expected.includes("/hi/subscribe/confirm")).toBe(id === "healthcare");
      expect(pagePaths(router)).toEqual(expected.sort());
    },
  );

  it("composes a third brand's routes from its manifest alone", async () => {
    const { router } = await routerFor("fixture", FIXTURE_BRANDS_DIR);
    expect(pagePaths(router)).toEqual(bilingual(["/", "/breads", "/offline"]));
  });

  it("gives the browser no offline page: the service worker serves it without the app", async () => {
    const { router } = await routerFor("engineering", undefined, "/hi/offline", true);
    expect(pagePaths(router)).not.toContain("/offline");
    expect(pagePaths(router)).not.toContain("/hi/offline");
    await router.load();
    expect(router.state.matches.at(-1)?.fullPath).toBe("/hi/$");
  });

  it.each([
    { path: "/service/sugar-mills", leaf: "/service/sugar-mills", locale: "en" },
    { path: "/hi/service/sugar-mills", leaf: "/hi/service/sugar-mills", locale: "hi" },
    { path: "/hi", leaf: "/hi/", locale: "hi" },
    { path: "/service/nosuch", leaf: "/$", locale: "en" },
    { path: "/hi/service/nosuch", leaf: "/hi/$", locale: "hi" },
    { path: "/privacy-policy", leaf: "/privacy-policy", locale: "en" },
    { path: "/hi/offline", leaf: "/hi/offline", locale: "hi" },
  ])("matches $path in $locale (leaf $leaf)", async ({ path, leaf, locale }) => {
    const { router, i18n } = await routerFor("engineering", undefined, path);
    await router.load();
    // The root, the locale's layout, then the page or the locale's not-found catch-all.
    const matched = router.state.matches.map((match) => match.fullPath);
    expect(matched).toHaveLength(3);
    expect(matched.at(-1)).toBe(leaf);
    // The locale's layout loaded its chrome copy into that locale's instance, and only there.
    expect(i18n(locale).t("a11y.skipToContent")).not.toBe("a11y.skipToContent");
    const other = locale === "en" ? "hi" : "en";
    expect(i18n(other).getResource(other, "translation", "a11y.skipToContent")).toBeUndefined();
  });
});
