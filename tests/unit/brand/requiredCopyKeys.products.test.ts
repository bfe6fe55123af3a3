import { describe, expect, it } from "vitest";
import { loadBrand } from "../../../scripts/brand/brandLoader";
import { type Manifest, manifestSchema } from "../../../src/brand/manifestSchema";
import { requiredCopyKeys } from "../../../src/brand/requiredCopyKeys";

const keysOf = (manifest: Manifest) => requiredCopyKeys(manifest).map(({ key }) => key);

describe("requiredCopyKeys for the product section types", () => {
  it("asks for each section's own keys, with the field that needs them", async () => {
    const { manifest } = await loadBrand("healthcare");
    const keys = keysOf(manifest);
    for (const key of [
      "home.hero.heading",
      "home.hero.claim",
      "home.hero.imageAlt",
      "home.hero.more",
      "home.about.imageAlt",
      "home.about.company.heading",
      "home.benefits.skin.text",
      "home.ingredients.collagen.heading",
      "home.howToUse.stir.text",
      "home.buy.howToBuy.heading",
      "home.buy.call",
      "pack.triple.text",
      "home.buy.link.whatsapp",
      "faq.pregnancy.question",
      "faq.pregnancy.answer",
      "footer.shipping",
      "footer.terms",
      "footer.fssai",
    ]) {
      expect(keys).toContain(key);
    }
    // Optional strings are rendered only when present, so they are not required.
    expect(keys).not.toContain("home.hero.eyebrow");
    expect(keys).not.toContain("pack.triple.badge");
    expect(keys).not.toContain("home.faq.text");
    const claim = requiredCopyKeys(manifest).find(({ key }) => key === "home.hero.claim");
    expect(claim?.field).toBe("pages.0.sections.0.key");
  });

  it("asks for the Buy button's label only while a packs section names an order form", async () => {
    const { manifest } = await loadBrand("healthcare");
    expect(keysOf(manifest)).toContain("packs.buy");
    const withoutForm = manifestSchema.parse({
      ...manifest,
      pages: manifest.pages.map((page) => ({
        ...page,
        sections: page.sections.map((section) => {
          if (section.type !== "packs") return section;
          const { orderFormId: _, ...rest } = section;
          return rest;
        }),
      })),
    });
    expect(keysOf(withoutForm)).not.toContain("packs.buy");
  });
});
