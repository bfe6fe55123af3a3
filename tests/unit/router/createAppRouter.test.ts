import { createMemoryHistory } from "@tanstack/react-router";
import { describe, expect, it } from "vitest";
import { loadBrand } from "../../../scripts/build/brandLoader";
import type { BrandImage } from "../../../src/brand/brandImage";
import { splitBrand } from "../../../src/brand/splitBrand";
import { createI18n } from "../../../src/i18n/createI18n";
import { createAppRouter } from "../../../src/router/createAppRouter";
import { FIXTURE_BRANDS_DIR } from "../../support/brands";
import { pageLoaderOf } from "../../support/pageLoader";

const ENGINEERING_ROUTES = [
  "/",
  "/about",
  "/contact",
  "/projects",
  "/service/plant-and-machinery-manufacturing",
  "/service/oil-and-gas-sector",
  "/service/sugar-mills",
  "/service/energy-audits",
  "/privacy-policy",
];

async function routerFor(id: string, brandsDir?: string, path = "/") {
  const { manifest, resources } = await loadBrand(id, brandsDir);
  const split = splitBrand<BrandImage>(manifest, resources, { assets: {}, images: {} });
  return createAppRouter(
    split.manifest,
    createMemoryHistory({ initialEntries: [path] }),
    createI18n(split.resources, manifest.defaultLocale),
    { loadPage: pageLoaderOf(split.pages) },
  );
}

describe("createAppRouter", () => {
  it.each([
    { id: "engineering", routes: ENGINEERING_ROUTES },
    { id: "healthcare", routes: ["/", "/privacy-policy", "/shipping-returns", "/terms"] },
  ])("gives $id exactly its pages", async ({ id, routes }) => {
    const router = await routerFor(id);
    expect(Object.keys(router.routesByPath).sort()).toEqual([...routes].sort());
  });

  it("composes a third brand's routes from its manifest alone", async () => {
    const router = await routerFor("fixture", FIXTURE_BRANDS_DIR);
    expect(Object.keys(router.routesByPath).sort()).toEqual(["/", "/breads"]);
  });

  it.each([
    { path: "/service/sugar-mills", notFound: false },
    { path: "/service/nosuch", notFound: true },
    { path: "/privacy-policy", notFound: false },
  ])("matches $path (not found: $notFound)", async ({ path, notFound }) => {
    const router = await routerFor("engineering", undefined, path);
    await router.load();
    // An unknown path matches the root route alone, which renders the not-found page.
    const matched = router.state.matches.map((match) => match.fullPath);
    expect(matched).toEqual(notFound ? ["/"] : ["/", path]);
  });
});
