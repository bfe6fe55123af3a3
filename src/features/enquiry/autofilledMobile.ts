/** Separators a stored phone number may be written with: spaces, hyphens, dots, brackets. */
const SEPARATORS = /[\s\-.()]/g;

/**
 * India's prefixes before a 10-digit mobile number: the country code written the ways browsers
 * store it (`+91`, `0091`, `91`) or the trunk `0` of the national format (`09876543210`, what
 * Chromium's autofill fills into a `tel-national` field).
 */
const PREFIX = /^(?:\+91|0091|91|0)(?=\d{10}$)/;

/**
 * The 10-digit mobile number in a value the browser's autofill put into the Mobile field:
 * Chromium fills `+919876543210` for `autocomplete="tel"` and `09876543210` for `tel-national`
 * (measured with Chromium 156), either of which the spec's rules 3 and 4 would refuse. Separators
 * and one Indian prefix are dropped when exactly 10 digits remain; anything else (a foreign number,
 * a value with letters) is returned unchanged, so the visitor gets the spec's warning and fixes it.
 * Only autofilled values are passed here: what a visitor types is judged as typed (spec 5). Pure.
 */
export function autofilledMobile(value: string): string {
  const digits = value.replace(SEPARATORS, "");
  const national = digits.replace(PREFIX, "");
  return /^\d{10}$/.test(national) ? national : value;
}
