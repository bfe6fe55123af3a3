import { ENQUIRY_LIMITS } from "../enquiry/enquiry";
import { EMAIL_SHAPE } from "../enquiry/validateEnquiry";
import { normalizeEmail } from "./normalizeEmail";

/**
 * Whether `value` may be subscribed, judged as it will be stored (`normalizeEmail`: trimmed and
 * lower-cased, which can make it longer: 'İ' becomes 'i' and a combining dot): it has the enquiry
 * form's e-mail shape, is at most the enquiry's e-mail limit (254 characters, which the rules
 * also enforce), and holds no `/` (the address is the subscriber's document id, and a slash
 * would make it a path). Pure; no DNS look-up.
 */
export function isValidEmail(value: string): boolean {
  const address = normalizeEmail(value);
  return (
    address.length <= ENQUIRY_LIMITS.email && !address.includes("/") && EMAIL_SHAPE.test(address)
  );
}
