import { EMAIL_MAX_LENGTH, EMAIL_SHAPE } from "../../lib/emailAddress";
import { normalizeEmail } from "./normalizeEmail";

/**
 * Whether `value` may be subscribed, judged as it will be stored (`normalizeEmail`: trimmed and
 * lower-cased, which can make it longer: 'İ' becomes 'i' and a combining dot): it has the
 * e-mail shape the enquiry form checks too (`EMAIL_SHAPE`), is at most `EMAIL_MAX_LENGTH` (254
 * characters, which the rules also enforce), and holds no `/` (the address is the subscriber's
 * document id, and a slash would make it a path). Pure; no DNS look-up.
 */
export function isValidEmail(value: string): boolean {
  const address = normalizeEmail(value);
  return address.length <= EMAIL_MAX_LENGTH && !address.includes("/") && EMAIL_SHAPE.test(address);
}
