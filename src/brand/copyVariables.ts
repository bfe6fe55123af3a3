import { contactInLocale } from "./contactInLocale.ts";
import type { Manifest } from "./manifestSchema";

/**
 * The manifest data every copy string of `locale` may interpolate, so a name or number lives in
 * one place: `{{company}}`, `{{phone}}`, `{{email}}`, `{{address}}` (the lines of the address
 * in that locale's form joined with commas, `contactInLocale`) from `contact`, and, for a
 * product brand, `{{product}}` (`product.name`).
 */
export function copyVariables(
  manifest: Pick<Manifest, "contact" | "product">,
  locale: string,
): Record<string, string> {
  const { product } = manifest;
  const contact = contactInLocale(manifest.contact, locale);
  return {
    company: contact.company,
    phone: contact.phone,
    email: contact.email,
    address: contact.address.join(", "),
    ...(product ? { product: product.name } : {}),
  };
}
