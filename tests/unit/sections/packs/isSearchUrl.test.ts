import { describe, expect, it } from "vitest";
import { isSearchUrl } from "../../../../src/sections/packs/isSearchUrl";
import { sectionSchema } from "../../../../src/sections/registry";

describe("isSearchUrl", () => {
  it.each([
    "https://www.amazon.in/s?k=CollaGlow+Akcent+Healthcare",
    "https://www.1mg.com/search/all?name=CollaGlow",
    "https://www.flipkart.com/search?q=collaglow",
    "https://shop.example.com/products?query=collaglow",
    "https://shop.example.com/catalog?Keyword=collaglow",
    "https://www.amazon.in/S/ref=nb?field-keywords=x",
  ])("%s is a search", (href) => {
    expect(isSearchUrl(href)).toBe(true);
  });

  it.each([
    "https://www.amazon.in/dp/B0D4K7QX2M",
    "https://www.amazon.in/Akcent-CollaGlow-Marine-Collagen/dp/B0D4K7QX2M?th=1",
    "https://www.1mg.com/otc/akcent-collaglow-marine-collagen-orange-sachet-otc1054872",
    "https://wa.me/919810012345?text=I%20would%20like%20to%20order%20CollaGlow",
    "https://shop.example.com/seasons/summer",
    "not a url",
  ])("%s is not a search", (href) => {
    expect(isSearchUrl(href)).toBe(false);
  });
});

describe("a packs section's buy links", () => {
  const packs = (href: string) => ({
    type: "packs",
    key: "home.buy",
    currency: "INR",
    packs: [{ key: "pack.single", price: 899 }],
    buyLinks: [{ label: "home.buy.link.amazon", href }],
  });

  it("refuse a marketplace search, naming the field", () => {
    const result = sectionSchema.safeParse(packs("https://www.amazon.in/s?k=CollaGlow"));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["buyLinks.0.href", "expected the product's own page, not a search-results address"],
    ]);
  });

  it("accept a product page", () => {
    expect(sectionSchema.safeParse(packs("https://www.amazon.in/dp/B0D4K7QX2M")).success).toBe(
      true,
    );
  });
});
