import { describe, expect, it } from "vitest";
import { loadBrand } from "../../../scripts/brand/brandLoader";
import { createI18n } from "../../../src/i18n/createI18n";
import { pageHead } from "../../../src/seo/pageHead";
import { FIXTURE_BRANDS_DIR } from "../../support/brands";

describe("pageHead", async () => {
  const { manifest, resources } = await loadBrand("fixture", FIXTURE_BRANDS_DIR);
  const { t } = createI18n(resources, "en");
  const hindi = createI18n(resources, "hi").t;
  const page = (path: string) =>
    manifest.pages.find((candidate) => candidate.path === path) ?? null;
  const alternates = (path: string) => [
    { hreflang: "en", href: `https://fixture.example${path}` },
    { hreflang: "hi", href: `https://fixture.example/hi${path === "/" ? "" : path}` },
    { hreflang: "x-default", href: `https://fixture.example${path}` },
  ];

  it("takes title and description from the page's copy keys and the canonical from siteUrl", () => {
    expect(pageHead(manifest, t, "en", page("/breads"))).toEqual({
      title: "Breads | Fixture Bakery",
      description: "Every fixture bread we bake.",
      canonical: "https://fixture.example/breads",
      alternates: alternates("/breads"),
    });
  });

  it("gives another locale's page its own copy, its own canonical and the same alternates", () => {
    expect(pageHead(manifest, hindi, "hi", page("/breads"))).toEqual({
      title: "ब्रेड | Fixture Bakery",
      description: "हमारी बेकरी की हर फिक्सचर ब्रेड।",
      canonical: "https://fixture.example/hi/breads",
      alternates: alternates("/breads"),
    });
    expect(pageHead(manifest, hindi, "hi", page("/")).canonical).toBe("https://fixture.example/hi");
  });

  it("lists no alternates for a site with one locale", () => {
    const english = { ...manifest, locales: ["en"] };
    expect(pageHead(english, t, "en", page("/breads")).alternates).toEqual([]);
  });

  it("puts the site name first on the home page", () => {
    expect(pageHead(manifest, t, "en", page("/")).title).toBe(
      "Fixture Bakery | Fixture loaves daily",
    );
  });

  it("gives the not-found page its own strings and no canonical or alternate links", () => {
    expect(pageHead(manifest, t, "en", null)).toEqual({
      title: "Page not found | Fixture Bakery",
      description: "The page you were looking for does not exist.",
      canonical: null,
      alternates: [],
    });
  });
});
