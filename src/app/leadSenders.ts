import { enquirySenders } from "../features/enquiry/enquirySenders";
import { subscriptionSenders } from "../features/subscribe/subscriptionLead";
import { loadEmailJs } from "../lib/emailjs/loadEmailJs";
import { getFirestoreClient } from "../lib/firebase/getFirestoreClient";
import { LEAD_KINDS } from "../lib/outbox/leadKinds";
import type { SendersFor } from "../lib/outbox/leadSenders";

/** How the outbox sends each form's lead: an enquiry or order, or a subscription. */
export const leadSenders: SendersFor = (kind, id, fields) => {
  if (kind === LEAD_KINDS.enquiry) return enquirySenders(id, fields);
  if (kind === LEAD_KINDS.subscription) return subscriptionSenders(fields);
  return undefined;
};

/** Starts loading what sending needs (Firestore, EmailJS); a failure is left for the send. */
export function preloadLeadSenders(): void {
  getFirestoreClient().catch(() => undefined);
  loadEmailJs().catch(() => undefined);
}
