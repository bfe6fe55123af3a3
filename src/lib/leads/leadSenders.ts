import { loadEmailJs } from "../emailjs/loadEmailJs";
import { getFirestoreClient } from "../firebase/getFirestoreClient";
import { isPermanentWriteError } from "../firebase/isPermanentWriteError";
import type { EnquiryLead, Lead, LeadChannel, SubscriptionLead } from "./lead";
import { saveEnquiry } from "./saveEnquiry";
import { sendEnquiryMail } from "./sendEnquiryMail";
import { sendSubscriptionMail } from "./sendSubscriptionMail";
import { MailLimitError, storeSubscription } from "./storeSubscription";

/**
 * Why no retry can store a lead: `error`, the build has no Firebase configuration or the security
 * rules refuse it; `limited`, its address has had its 3 mails within 24 hours (a subscription).
 */
export type WriteRefusal = "error" | "limited";

/** How each channel sends one lead. */
export interface LeadSenders {
  /** Sends through `channel`; `retry` when an earlier write of it may have landed. */
  send: (channel: LeadChannel, retry: boolean) => Promise<void>;
  /** What a write's error means for good (no retry can store the lead), or undefined. */
  refusal: (error: unknown) => WriteRefusal | undefined;
  /**
   * Mail only once the write has delivered (a subscription, whose mailed link needs the stored
   * document, and whose write takes the mail slot); when the write is refused for good the mail
   * is given up with it.
   */
  mailAfterStored: boolean;
}

/** An enquiry: written to `contact-form/<id>` (`saveEnquiry`) and mailed (`sendEnquiryMail`). */
function enquirySenders(enquiry: EnquiryLead): LeadSenders {
  return {
    send: async (channel, retry) =>
      channel === "stored"
        ? saveEnquiry(await getFirestoreClient(), enquiry, retry)
        : sendEnquiryMail(enquiry),
    refusal: (error) => (isPermanentWriteError(error) ? "error" : undefined),
    mailAfterStored: false,
  };
}

/**
 * A subscription: stored with a mail slot (`storeSubscription`, harmless to repeat), and only
 * then mailed (`sendSubscriptionMail`).
 */
function subscriptionSenders(subscription: SubscriptionLead): LeadSenders {
  return {
    send: async (channel, retry) =>
      channel === "stored"
        ? storeSubscription(await getFirestoreClient(), subscription, retry)
        : sendSubscriptionMail(subscription),
    refusal: (error) =>
      error instanceof MailLimitError
        ? "limited"
        : isPermanentWriteError(error)
          ? "error"
          : undefined,
    mailAfterStored: true,
  };
}

/**
 * How `lead` reaches the company, by its kind: Firestore and EmailJS, each loading its SDK on
 * first use. The pages' submits, their outbox and the service worker all send through this.
 */
export function leadSenders(lead: Lead): LeadSenders {
  switch (lead.kind) {
    case "enquiry":
      return enquirySenders(lead);
    case "subscription":
      return subscriptionSenders(lead);
  }
}

/** Starts loading what sending needs (Firestore, EmailJS); a failure is left for the send. */
export function preloadLeadSenders(): void {
  getFirestoreClient().catch(() => undefined);
  loadEmailJs().catch(() => undefined);
}
