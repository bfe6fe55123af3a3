/**
 * Where Firestore keeps the leads and under which names (spec §7): the collections the site's
 * forms write to and the stored documents' shapes. Data only, so the scripts of the build and of
 * `npm run leads` import it too.
 */

/** Firestore collection the enquiries are stored in (spec §3: named for the contact form). */
export const ENQUIRY_COLLECTION = "contact-form";

/**
 * Firestore collection of subscriptions and withdrawal requests, one document per mail sent,
 * under `<id>.<token>` (`subscriptionKey`).
 */
export const SUBSCRIBERS_COLLECTION = "subscribers";

/** The collections the site's forms write to. */
export type FormCollection = "contact-form" | "subscribers";

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

/**
 * The collection of erasure records. No security rule matches it, so every client read and write
 * is refused; only the Admin SDK (`npm run leads -- erase`) reaches it.
 */
export const ERASURES_COLLECTION = "erasures";

/**
 * The stored enquiry: the spec's five fields (spec §7), the locale of the page it was sent from
 * (`en`, `hi`: one of the brand's locales, so the company knows which language to answer in) and
 * the version of the notice that page showed under the form (`NoticeVersion`: 8 lowercase hex
 * digits, scripts/brand/noticeVersions.ts), plus a server `createdAt` on write. `Services` is the
 * canonical choice (the manifest's value), whatever language its label was shown in.
 */
export interface EnquiryDocument {
  Name: string;
  Email: string;
  Mobile: string;
  Message: string;
  Services: string;
  Locale: string;
  NoticeVersion: string;
}

/** A document's kind: a subscription (confirmation mail) or a withdrawal request (its link). */
export type SubscriptionKind = "subscribe" | "unsubscribe";

/** A subscription's state as the owner reads it. */
export const SUBSCRIPTION_STATES = ["pending", "confirmed", "withdrawn"] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];
