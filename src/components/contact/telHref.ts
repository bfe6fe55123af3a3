/** `tel:` URI of a phone number as written for people (`+91 98100 00000` → `tel:+919810000000`). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** WhatsApp chat link for a number in international digits-only form. */
export function whatsappHref(digits: string): string {
  return `https://wa.me/${digits}`;
}
