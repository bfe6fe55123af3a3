/**
 * Something, an `@`, something, a dot, something; no spaces. Deliberately loose (the visitor's
 * own address is checked by the reply), and the same shape `firestore.rules` requires. The
 * enquiry form and the subscribe form both judge an address by it.
 */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Longest accepted e-mail address, in UTF-16 code units (RFC 5321's path limit), which the
 * security rules also enforce for enquiries and subscribers.
 */
export const EMAIL_MAX_LENGTH = 254;
