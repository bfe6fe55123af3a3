/**
 * Longest address a mailbox can have (RFC 5321: a 256-octet path less its angle brackets), in
 * characters; the security rules refuse longer subscriber ids too.
 */
export const MAX_EMAIL_LENGTH = 254;

/**
 * Something, an `@`, something, a dot, something; no spaces: the enquiry form's e-mail rule
 * (spec 5, rule 2) and the shape `firestore.rules` requires of a subscriber.
 */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Whether `value`, trimmed, may be subscribed: it has the enquiry form's e-mail shape, is at most
 * MAX_EMAIL_LENGTH characters, and holds no `/` (the address is the subscriber's document id, and
 * a slash would make it a path). Pure; no DNS look-up.
 */
export function isValidEmail(value: string): boolean {
  const address = value.trim();
  return address.length <= MAX_EMAIL_LENGTH && !address.includes("/") && EMAIL_SHAPE.test(address);
}
