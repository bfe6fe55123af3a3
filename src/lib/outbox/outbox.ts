import type { deliverChannel } from "./deliverChannel";
import type { whenDelivered } from "./leadDelivered";
import type { SendersFor } from "./leadSenders";
import type { removeQueuedLead } from "./outboxStore";
import type { queueLead } from "./queueLead";

/**
 * This browser's outbox of leads (IndexedDB), as the forms use it once loaded (`loadOutbox`):
 * queue a lead before sending it, send each channel through it, and let the page deliver what is
 * left (`watch`).
 */
export interface Outbox {
  /** Starts loading what sending needs (Firestore, EmailJS): a form calls it on first touch. */
  preload: () => void;
  queueLead: typeof queueLead;
  deliverChannel: typeof deliverChannel;
  removeQueuedLead: typeof removeQueuedLead;
  whenDelivered: typeof whenDelivered;
  /** How each kind of lead is sent. */
  sendersFor: SendersFor;
  /** Delivers the outbox from this page until nothing is left (`watchOutbox`). */
  watch: () => void;
}
