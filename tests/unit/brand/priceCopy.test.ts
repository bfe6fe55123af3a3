import { describe, expect, it } from "vitest";
import { loadBrand } from "../../../scripts/brand/brandLoader";
import { formatPrice, PRICE_FROM_KEY, priceCopy, priceKey } from "../../../src/brand/priceCopy";
import { numberLocale } from "../../../src/i18n/localeTag";

describe("formatPrice (at build time)", () => {
  it("shows whole rupees with the symbol and grouping, no decimals", () => {
    expect(formatPrice(899, "INR", "en")).toBe("₹899");
    expect(formatPrice(2399, "INR", "en")).toBe("₹2,399");
  });

  it("shows two decimals when the amount has paise, and groups in lakhs for Indian English", () => {
    expect(formatPrice(899.5, "INR", "en")).toBe("₹899.50");
    expect(formatPrice(125000, "INR", "en-IN")).toBe("₹1,25,000");
  });

  it("groups in lakhs with Latin digits for the site's locales in India", () => {
    for (const locale of ["en", "hi"]) {
      expect(formatPrice(1649, "INR", numberLocale(locale, "IN"))).toBe("₹1,649");
      expect(formatPrice(124999, "INR", numberLocale(locale, "IN"))).toBe("₹1,24,999");
    }
    // Marathi's own digits are Devanagari; the copy keeps Latin ones.
    expect(formatPrice(124999, "INR", numberLocale("mr", "IN"))).toMatch(/^₹[\d,]+$/);
  });

  it("throws for a code that is not a currency", () => {
    expect(() => formatPrice(1, "RUPEES", "en")).toThrow(RangeError);
  });
});

describe("priceCopy", () => {
  it("gives the loaded health-care brand every pack's price and list price as copy, in each locale", async () => {
    const { manifest, resources } = await loadBrand("healthcare");
    const packs = manifest.pages
      .flatMap((page) => page.sections)
      .flatMap((section) => (section.type === "packs" ? [section] : []));
    expect(packs.length).toBeGreaterThan(0);
    for (const locale of manifest.locales) {
      const strings = resources[locale]?.translation ?? {};
      for (const section of packs) {
        for (const pack of section.packs) {
          expect(strings[priceKey(section.currency, pack.price)]).toBe(
            formatPrice(pack.price, section.currency, numberLocale(locale, manifest.country)),
          );
          if (pack.listPrice !== undefined)
            expect(strings[priceKey(section.currency, pack.listPrice)]).toMatch(/^₹[\d,]+$/);
        }
      }
      expect(strings[priceKey("INR", 1649)]).toBe("₹1,649");
      // The lowest pack price, which copy nests ("Packs from $t(price.from)").
      const lowest = Math.min(
        ...packs.flatMap((section) => section.packs.map((pack) => pack.price)),
      );
      expect(strings[PRICE_FROM_KEY]).toBe(
        formatPrice(lowest, "INR", numberLocale(locale, manifest.country)),
      );
    }
  });

  it("is empty for a brand without packs", async () => {
    const { manifest } = await loadBrand("engineering");
    expect(priceCopy(manifest, "en")).toEqual({});
  });

  it("keys a price by currency and amount", () => {
    expect(priceKey("INR", 2399)).toBe("price.INR.2399");
    expect(priceKey("INR", 899.5)).toBe("price.INR.899.5");
  });
});
