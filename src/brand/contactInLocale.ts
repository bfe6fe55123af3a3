import type { Manifest } from "./manifestSchema";

/**
 * `contact` as the pages of `locale` show it: the company's and each office's address in that
 * locale's form (`addressByLocale`) where the manifest gives one, else as written (`address`).
 * Structured data takes the manifest's own `address` instead, in every locale.
 */
export function contactInLocale<Contact extends Manifest["contact"]>(
  contact: Contact,
  locale: string,
): Contact {
  const offices = contact.offices?.map((office) => ({
    ...office,
    address: office.addressByLocale?.[locale] ?? office.address,
  }));
  return {
    ...contact,
    address: contact.addressByLocale?.[locale] ?? contact.address,
    ...(offices && { offices }),
  };
}
