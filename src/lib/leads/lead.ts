import type { EnquiryDocument, SubscriptionFields } from "./leadStore";

/** A channel that delivers a lead: the Firestore write, or the mail. */
export type LeadChannel = "stored" | "mailed";

/**
 * An enquiry or order as its form submitted it (spec §7): written to `contact-form/<id>` and
 * mailed, both at once.
 */
export interface EnquiryLead {
  readonly kind: "enquiry";
  /** A random UUID the form chose: the document's id, kept by every retry of the submission. */
  readonly id: string;
  /** The validated, trimmed fields: stored, and mailed, exactly as they are. */
  readonly document: EnquiryDocument;
  /** The form's hidden product name, mailed with the fields (never stored). */
  readonly productName: string;
}

/** A subscription's mail in the page's language: its words and links (sendSubscriptionMail). */
export interface SubscriptionMail {
  readonly subject: string;
  /** The mail's text, above its link. */
  readonly message: string;
  /** The link the mail is for: confirm, or withdraw. */
  readonly link: string;
  /** The withdrawal link (a confirmation mail carries both). */
  readonly unsubscribeLink: string;
  /** The line before `unsubscribeLink`. */
  readonly unsubscribeText: string;
}

/**
 * A subscription or withdrawal request as the footer's form submitted it: stored as pending
 * under `subscribers/<id>.<token>`, then mailed its link (the link works only once it is stored).
 */
export interface SubscriptionLead {
  readonly kind: "subscription";
  /** 128 random bits, lowercase hex: names the subscription (`subscriptionKey`). */
  readonly id: string;
  /** 128 random bits, lowercase hex, made in this browser: only its holder may change it. */
  readonly token: string;
  /** The fields stored: a subscription or withdrawal request, the address, locale, notice. */
  readonly document: SubscriptionFields;
  readonly mail: SubscriptionMail;
}

/**
 * One lead, as a form builds it once and the outbox keeps and sends it, tagged by its kind: the
 * same object reaches the outbox (IndexedDB) and both channels, never flattened.
 */
export type Lead = EnquiryLead | SubscriptionLead;
