/**
 * Longest address a mailbox can have (RFC 5321: a 256-octet path less its angle brackets), in
 * characters.
 */
export const MAX_EMAIL_LENGTH = 254;

// local@domain.tld: the local part's usual characters (no spaces, quotes or slashes, so an address
// is also a safe Firestore document id), dot-separated domain labels that do not start or end with
// a hyphen, and a top-level domain of two or more letters.
const EMAIL =
  /^[A-Za-z0-9!#$%&'*+=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+=?^_`{|}~-]+)*@([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

/**
 * Whether `value`, trimmed, looks like an e-mail address a person could receive mail at (spec 5,
 * rule 2: 'Please enter a valid email address'). Pure; no DNS look-up.
 */
export function isValidEmail(value: string): boolean {
  const address = value.trim();
  return address.length <= MAX_EMAIL_LENGTH && EMAIL.test(address);
}
