import { contactInLocale } from "../../src/brand/contactInLocale.ts";
import { copyVariables } from "../../src/brand/copyVariables.ts";
import type { Manifest } from "../../src/brand/manifestSchema.ts";

/**
 * What the pages of `locale` show from the manifest rather than from their copy, in that
 * locale's form: the values copy strings interpolate (`{{product}}`, `{{address}}`:
 * src/brand/copyVariables.ts) and every address line, the company's and each office's
 * (src/brand/contactInLocale.ts). A face cut to a locale's copy must draw these too.
 */
export function manifestStrings(
  manifest: Pick<Manifest, "contact" | "product">,
  locale: string,
): string[] {
  const contact = contactInLocale(manifest.contact, locale);
  return [
    ...Object.values(copyVariables(manifest, locale)),
    ...contact.address,
    ...(contact.offices ?? []).flatMap((office) => office.address),
  ];
}
