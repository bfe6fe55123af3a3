import { describe, expect, it } from "vitest";
import { loadBrand } from "../../../scripts/brand/brandLoader";
import { productOffers } from "../../../src/brand/productOffers";
import { FIXTURE_BRANDS_DIR } from "../../support/brands";

describe("productOffers", () => {
  it("lists the packs of the health-care buy-now section with their prices and currency", async () => {
    const { manifest } = await loadBrand("healthcare");
    expect(productOffers(manifest)).toEqual([
      { name: "pack.single.heading", price: 899, currency: "INR" },
      { name: "pack.double.heading", price: 1649, currency: "INR" },
      { name: "pack.triple.heading", price: 2399, currency: "INR" },
    ]);
  });

  it("is empty for brands without packs", async () => {
    const engineering = await loadBrand("engineering");
    const fixture = await loadBrand("fixture", FIXTURE_BRANDS_DIR);
    expect(productOffers(engineering.manifest)).toEqual([]);
    expect(productOffers(fixture.manifest)).toEqual([]);
  });
});
