/**
 * The outbox's chunk (`loadOutbox`): the IndexedDB outbox, how each kind of lead is sent and the
 * forms' flood limit, as one module, loaded on a form's first touch or when a page starts with a
 * lead waiting, so none of it is in a page's first load; a retry after a failed load fetches a
 * single file afresh.
 */

import { preloadLeadSenders } from "../leads/leadSenders";
import { browserFloodLimit } from "../spamGuard/browserFloodLimit";
import { sendLead } from "./sendLead";
import { watchOutbox } from "./watchOutbox";

/** This browser's outbox of leads, as the pages use it once its chunk is loaded. */
export const outbox = {
  /** Starts loading what sending needs (Firestore, EmailJS): a form calls it on first touch. */
  preload: preloadLeadSenders,
  /** Queues a lead and sends it (`sendLead`). */
  send: sendLead,
  /** Delivers the outbox from this page until nothing is left (`watchOutbox`). */
  watch: watchOutbox,
  /**
   * A form's flood limit in this browser (`browserFloodLimit`): checked only once a valid submit
   * is about to send, so it rides with the send.
   */
  floodLimit: browserFloodLimit,
};

/** The outbox, as its chunk exports it. */
export type Outbox = typeof outbox;
