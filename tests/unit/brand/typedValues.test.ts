import { describe, expect, it } from "vitest";
import { listBrands, loadBrand } from "../../../scripts/brand/brandLoader";
import { contactInLocale } from "../../../src/brand/contactInLocale";
import { priceCopy } from "../../../src/brand/priceCopy";

/** A price typed into text: `₹899`, `Rs. 899`, `INR 899`, `899 रुपये`. */
const TYPED_PRICE = /₹\s?\d|\bRs\.?\s?\d|\bINR\s?\d|\d\s?(?:रुपये|रुपए)/u;

// A phone number, e-mail address, address line or price typed into copy goes stale when the
// manifest changes; copy names them with {{phone}}, {{email}}, {{address}} and the build's price
// keys ($t(price.from), docs/extending.md) instead.
describe.each(await listBrands())("the %s brand's copy", (id) => {
  it("types none of the manifest's contact details: it uses the placeholders", async () => {
    const { manifest, resources } = await loadBrand(id);
    const typed = manifest.locales.flatMap((locale) => {
      const contact = contactInLocale(manifest.contact, locale);
      const details = [
        contact.phone,
        contact.email,
        ...contact.address,
        ...(contact.offices ?? []).flatMap((office) => [office.phone, office.email]),
      ].filter((detail): detail is string => typeof detail === "string" && detail !== "");
      return Object.entries(resources[locale]?.translation ?? {}).flatMap(([key, value]) =>
        details
          .filter((detail) => [value].flat().some((text) => text.includes(detail)))
          .map((detail) => `${locale} ${key}: '${detail}'`),
      );
    });
    expect(typed).toEqual([]);
  });

  it("types no price: prices come from the manifest's packs, formatted by the build", async () => {
    const { manifest, resources } = await loadBrand(id);
    const typed = manifest.locales.flatMap((locale) => {
      const computed = new Set(Object.keys(priceCopy(manifest, locale)));
      return Object.entries(resources[locale]?.translation ?? {})
        .filter(
          ([key, value]) =>
            !computed.has(key) && [value].flat().some((text) => TYPED_PRICE.test(text)),
        )
        .map(([key]) => `${locale} ${key}`);
    });
    expect(typed).toEqual([]);
  });
});
