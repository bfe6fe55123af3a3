import { QUEUE_MARGIN_MS, SUBMIT_DEADLINE_MS } from "../../lib/formDeadline";
import { loadOutbox } from "../../lib/outbox/outboxLoader";
import { sendSubscription } from "./sendSubscription";
import type { SubscriptionLead } from "./subscriptionLead";

/**
 * Sends a subscription or withdrawal request through the outbox (`sendSubscription`), in what is
 * left of the submit's deadline once the outbox has loaded.
 */
export async function sendThroughOutbox(lead: SubscriptionLead) {
  const started = performance.now();
  const outbox = await loadOutbox();
  // A little short of the form's own deadline, so a queued one is told as such.
  const left = SUBMIT_DEADLINE_MS - QUEUE_MARGIN_MS - (performance.now() - started);
  return sendSubscription(outbox, lead, left);
}
