import { describe, expect, it } from "vitest";
import { loadBrand } from "../../../scripts/build/brandLoader";
import { createI18n } from "../../../src/i18n/createI18n";
import { pageHead } from "../../../src/seo/pageHead";
import { FIXTURE_BRANDS_DIR } from "../../support/brands";

describe("pageHead", async () => {
  const { manifest, resources } = await loadBrand("fixture", FIXTURE_BRANDS_DIR);
  const { t } = createI18n(resources, "en");
  const page = (path: string) =>
    manifest.pages.find((candidate) => candidate.path === path) ?? null;

  it("takes title and description from the page's copy keys and the canonical from siteUrl", () => {
    expect(pageHead(manifest, t, page("/breads"))).toEqual({
      title: "Breads | Fixture Bakery",
      description: "Every fixture bread we bake.",
      canonical: "https://fixture.example/breads",
    });
  });

  it("puts the site name first on the home page", () => {
    expect(pageHead(manifest, t, page("/")).title).toBe("Fixture Bakery | Fixture loaves daily");
  });

  it("gives the not-found page its own strings and no canonical link", () => {
    expect(pageHead(manifest, t, null)).toEqual({
      title: "Page not found | Fixture Bakery",
      description: "The page you were looking for does not exist.",
      canonical: null,
    });
  });
});
