import type { Manifest } from "./manifestSchema";

/**
 * The manifest data every copy string may interpolate, so a name or number lives in one place:
 * `{{company}}`, `{{phone}}`, `{{email}}`, `{{address}}` (the lines joined with commas) from
 * `contact`; for a product brand, `{{product}}` (`product.name`); for a brand whose forms store
 * leads, `{{retentionMonths}}` (a whole number of months, as digits) and `{{grievanceEmail}}`
 * from `leads`, which the forms' notice and the privacy policy state.
 */
export function copyVariables(
  manifest: Pick<Manifest, "contact" | "product" | "leads">,
): Record<string, string> {
  const { contact, product, leads } = manifest;
  return {
    company: contact.company,
    phone: contact.phone,
    email: contact.email,
    address: contact.address.join(", "),
    ...(product ? { product: product.name } : {}),
    ...(leads
      ? { retentionMonths: String(leads.retentionMonths), grievanceEmail: leads.grievanceEmail }
      : {}),
  };
}
