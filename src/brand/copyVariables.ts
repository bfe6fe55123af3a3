import type { Manifest } from "./manifestSchema";

/**
 * The manifest data every copy string may interpolate, so a name or number lives in one place:
 * `{{company}}`, `{{phone}}`, `{{email}}`, `{{address}}` (the lines joined with commas) from
 * `contact`, and, for a product brand, `{{product}}` (`product.name`).
 */
export function copyVariables(
  manifest: Pick<Manifest, "contact" | "product">,
): Record<string, string> {
  const { contact, product } = manifest;
  return {
    company: contact.company,
    phone: contact.phone,
    email: contact.email,
    address: contact.address.join(", "),
    ...(product ? { product: product.name } : {}),
  };
}
