import { ENQUIRY_LIMITS, type EnquiryValues } from "./enquiry";

/**
 * Why an enquiry cannot be sent, in the spec's order (section 5). Each code has the copy key
 * `form.warning.<code>`.
 */
export type EnquiryWarning = "fill" | "email" | "digits" | "length";

/**
 * Something, an `@`, something, a dot, something; no spaces. Deliberately loose (the visitor's
 * own address is checked by the reply), and the same shape `firestore.rules` requires.
 */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Checks an enquiry on submit, rule by rule in the spec's order (section 5); the first failing
 * rule wins. Values are judged trimmed, so a field of spaces counts as empty and a stray space
 * after a pasted number is not a non-digit.
 * @returns the first failing rule, or null when the enquiry may be sent
 */
export function validateEnquiry(values: EnquiryValues): EnquiryWarning | null {
  const name = values.name.trim();
  const email = values.email.trim();
  const mobile = values.mobile.trim();
  const message = values.message.trim();
  const service = values.service.trim();
  if (!name || !email || !mobile || !message || !service) return "fill";
  if (!EMAIL_SHAPE.test(email)) return "email";
  if (!/^[0-9]+$/.test(mobile)) return "digits";
  if (mobile.length !== ENQUIRY_LIMITS.mobile) return "length";
  return null;
}
