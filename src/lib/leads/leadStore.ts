/**
 * Where Firestore keeps the leads and under which names (spec §7): the collections the site's
 * forms write to and the fields of each stored document. The forms write through these names,
 * `npm run leads` reads through them, the build keeps the security rules' block of each form's
 * collection by them (scripts/hosting/firestoreRules.ts), and a unit test holds the rules, written
 * by hand, to them. Renaming one changes stored data: documents already stored keep the old name.
 * Data and pure functions only, so the scripts of the build and of `npm run leads` import it too.
 */

/** The collection each form writes to. */
export const FORM_COLLECTIONS = {
  /** Enquiries and orders, one document each under the id the form chose (spec §3, §7). */
  enquiry: "contact-form",
  /**
   * Subscriptions and withdrawal requests, one document per mail sent, under `<id>.<token>`
   * (`subscriptionKey`).
   */
  subscribe: "subscribers",
} as const;

/** A collection the site's forms write to. */
export type FormCollection = (typeof FORM_COLLECTIONS)[keyof typeof FORM_COLLECTIONS];

/** The enquiries' collection (spec §3: named for the contact form). */
export const ENQUIRY_COLLECTION = FORM_COLLECTIONS.enquiry;

/** The subscriptions' and withdrawal requests' collection. */
export const SUBSCRIBERS_COLLECTION = FORM_COLLECTIONS.subscribe;

/** Every collection a form writes to, enquiries first: the order lists and counts show them in. */
export const LEAD_COLLECTIONS: readonly FormCollection[] = [
  ENQUIRY_COLLECTION,
  SUBSCRIBERS_COLLECTION,
];

/** The mail-limit records, one per address under its SHA-256 (lowercase hex). */
export const MAIL_LIMITS_COLLECTION = "mailLimits";

/**
 * The fields of a mail-limit record: when each of the address's 3 mail slots was last taken (a
 * server time). The security rules hold the same names (firestore.rules, `mailLimits`).
 */
export const MAIL_LIMIT_SLOTS = ["s0", "s1", "s2"] as const;

/**
 * The period of the mail limit, in ms: 24 hours. Within it the site sends one address as many
 * mails (confirmations and withdrawal links) as it has `MAIL_LIMIT_SLOTS`, each taking one; the
 * security rules hold the same period (firestore.rules, `mailLimits`).
 */
export const MAIL_LIMIT_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * The records `npm run leads -- erase` keeps of each erasure (docs/leads.md): closed to every
 * client, reached only through the Admin SDK.
 */
export const ERASURES_COLLECTION = "erasures";

/** The field of every lead that holds when it was stored: the server's time of the write. */
export const CREATED_AT = "createdAt";

/**
 * A stored enquiry, without its `createdAt`: the spec's five fields (spec §7), the locale of the
 * page it was sent from (`en`, `hi`: one of the brand's locales, so the company knows which
 * language to answer in) and the version of the notice that page showed under the form
 * (`NoticeVersion`: 8 lowercase hex digits, scripts/brand/noticeVersions.ts). `Services` is the
 * canonical choice (the manifest's value), whatever language its label was shown in. The mail
 * carries the same fields.
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

/** An enquiry's stored fields by name, in the spec's order (spec §7), `createdAt` aside. */
export const ENQUIRY_FIELDS: { readonly [Field in keyof EnquiryDocument]-?: Field } = {
  Name: "Name",
  Email: "Email",
  Mobile: "Mobile",
  Message: "Message",
  Services: "Services",
  Locale: "Locale",
  NoticeVersion: "NoticeVersion",
};

/** A document's kind: a subscription (confirmation mail) or a withdrawal request (its link). */
export type SubscriptionKind = "subscribe" | "unsubscribe";

/**
 * A subscription's stored `state`: `pending` until its confirmation link is opened, then
 * `confirmed`, or `withdrawn` by a withdrawal link.
 */
export const SUBSCRIPTION_STATES = ["pending", "confirmed", "withdrawn"] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

/**
 * A stored subscription or withdrawal request: its kind, the address (lower-cased), the page's
 * locale, the notice version a subscription was shown (a withdrawal request has none), its state,
 * and the server times it was stored, confirmed (the proof of consent) and withdrawn at.
 * @typeParam Time how the SDK at hand writes or reads a server time
 */
export interface SubscriptionDocument<Time = unknown> {
  kind: SubscriptionKind;
  email: string;
  locale: string;
  noticeVersion?: string;
  state: SubscriptionState;
  createdAt: Time;
  confirmedAt?: Time;
  withdrawnAt?: Time;
}

/** A subscription's stored fields by name. */
export const SUBSCRIPTION_FIELDS: { readonly [Field in keyof SubscriptionDocument]-?: Field } = {
  kind: "kind",
  email: "email",
  locale: "locale",
  noticeVersion: "noticeVersion",
  state: "state",
  createdAt: CREATED_AT,
  confirmedAt: "confirmedAt",
  withdrawnAt: "withdrawnAt",
};

/**
 * The fields of a subscription the page chooses and writes, which a retry writes again: every
 * stored field but those the server or a link sets (`state`, the times).
 */
export type SubscriptionFields = Pick<
  SubscriptionDocument,
  "kind" | "email" | "locale" | "noticeVersion"
>;

/** What names a subscription's document: its id and its secret token. */
export interface SubscriptionSecret {
  /** 128 random bits, lowercase hex: names the subscription (the outbox's lead id too). */
  id: string;
  /** 128 random bits, lowercase hex, made in this browser: only its holder may change it. */
  token: string;
}

/**
 * A subscription's document id, `<id>.<token>`: no client can read or list the collection, so
 * only who holds the token can name the document (firestore.rules, collection subscribers).
 */
export function subscriptionKey({ id, token }: SubscriptionSecret): string {
  return `${id}.${token}`;
}
