import { isPermanentWriteError } from "../../lib/firebase/isPermanentWriteError";
import type { LeadSenders } from "../../lib/outbox/leadSenders";
import type { LeadFields } from "../../lib/outbox/queuedLead";
import { subscribe } from "./subscribe";

/** A subscription as the outbox keeps it. */
export function subscriptionLeadFields(email: string, noticeVersion: string): LeadFields {
  return { email, noticeVersion };
}

/**
 * How the outbox sends a queued subscription: written (`subscribe`, harmless to repeat). It has
 * no mail; the outbox records that from the start, so that channel is never asked for.
 */
export function subscriptionSenders(fields: LeadFields): LeadSenders {
  return {
    send: (channel) =>
      channel === "stored"
        ? subscribe(fields.email ?? "", fields.noticeVersion ?? "")
        : Promise.reject(new Error("a subscription is not mailed")),
    isPermanent: isPermanentWriteError,
  };
}
