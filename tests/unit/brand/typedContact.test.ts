import { describe, expect, it } from "vitest";
import { listBrands, loadBrand } from "../../../scripts/brand/brandLoader";
import { contactInLocale } from "../../../src/brand/contactInLocale";

// A phone number, e-mail address or address line typed into copy goes stale when the manifest's
// `contact` changes; copy names them with {{phone}}, {{email}} and {{address}} instead
// (docs/extending.md).
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
});
