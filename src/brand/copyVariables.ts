import { OUTBOX_EXPIRY_DAYS } from "../lib/outbox/queuedLead.ts";
import { contactInLocale } from "./contactInLocale.ts";
import type { Manifest } from "./manifestSchema";

/**
 * The manifest data every copy string of `locale` may interpolate, so a name or number lives in
 * one place: `{{company}}`, `{{phone}}`, `{{email}}`, `{{address}}` (the lines of the address
 * in that locale's form joined with commas, `contactInLocale`) from `contact`; for a product
 * brand, `{{product}}` (`product.name`); for a brand whose forms store leads,
 * `{{retentionMonths}}` (a whole number of months, as digits) and `{{grievanceEmail}}` from
 * `leads`, which the forms' notice and the privacy policy state, and `{{outboxDays}}`, how long an
 * unsent lead may wait in the visitor's browser (`OUTBOX_EXPIRY_DAYS`), which the notice states.
 */
export function copyVariables(
  manifest: Pick<Manifest, "contact" | "product" | "leads">,
  locale: string,
): Record<string, string> {
  const { product, leads } = manifest;
  const contact = contactInLocale(manifest.contact, locale);
  return {
    company: contact.company,
    phone: contact.phone,
    email: contact.email,
    address: contact.address.join(", "),
    ...(product ? { product: product.name } : {}),
    ...(leads
      ? {
          retentionMonths: String(leads.retentionMonths),
          grievanceEmail: leads.grievanceEmail,
          outboxDays: String(OUTBOX_EXPIRY_DAYS),
        }
      : {}),
  };
}
