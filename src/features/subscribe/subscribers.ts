/**
 * Firestore collection of subscriptions and withdrawal requests, one document per mail sent,
 * under `<id>.<token>` (`subscriptionKey`).
 */
export const SUBSCRIBERS_COLLECTION = "subscribers";

/** Firestore collection of mail-limit records, one per address, under its SHA-256. */
export const MAIL_LIMITS_COLLECTION = "mailLimits";

/**
 * How many mails (confirmations and withdrawal links) the site sends one address within
 * `MAIL_LIMIT_WINDOW_MS`: 3, each taking one of the record's slots. The security rules hold the
 * same numbers (firestore.rules, `mailLimits`).
 */
export const MAIL_LIMIT_SLOTS = ["s0", "s1", "s2"] as const;

/** The period of the mail limit, in ms: 24 hours. */
export const MAIL_LIMIT_WINDOW_MS = 24 * 60 * 60 * 1000;

/** A document's kind: a subscription (confirmation mail) or a withdrawal request (its link). */
export type SubscriptionKind = "subscribe" | "unsubscribe";
