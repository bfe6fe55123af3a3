import { describe, expect, it } from "vitest";
import { loadBrand } from "../../../scripts/brandLoader";
import { createI18n } from "../../../src/i18n/createI18n";
import { pageHead, pageHeadToHtml } from "../../../src/router/pageHead";
import { FIXTURE_BRANDS_DIR } from "../../support/brands";

describe("pageHead", async () => {
  const { manifest, resources } = await loadBrand("fixture", FIXTURE_BRANDS_DIR);
  const { t } = createI18n(resources, "en");

  it("takes title and description from the page's copy keys and the canonical from siteUrl", () => {
    expect(pageHead(manifest, t, "/breads")).toEqual({
      title: "Breads | Fixture Bakery",
      description: "Every fixture bread we bake.",
      canonical: "https://fixture.example/breads",
    });
    expect(pageHead(manifest, t, "/breads/")).toEqual(pageHead(manifest, t, "/breads"));
  });

  it("puts the site name first on the home page", () => {
    expect(pageHead(manifest, t, "/").title).toBe("Fixture Bakery | Fixture loaves daily");
  });

  it("gives an unknown path the not-found head and no canonical link", () => {
    const head = pageHead(manifest, t, "/nope");
    expect(head).toEqual({
      title: "Page not found | Fixture Bakery",
      description: "The page you were looking for does not exist.",
      canonical: null,
    });
    expect(pageHeadToHtml(head, "/icon.svg")).not.toContain("canonical");
  });

  it("escapes text in the HTML tags", () => {
    const html = pageHeadToHtml(
      { title: `Tom & "Jerry" <b>`, description: "x", canonical: "https://a/b" },
      "/i.svg",
    );
    expect(html).toContain("<title>Tom &#38; &#34;Jerry&#34; &#60;b&#62;</title>");
  });
});
