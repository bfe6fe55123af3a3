import { isPermanentWriteError } from "../../lib/firebase/isPermanentWriteError";
import { withTimeout } from "../../lib/lazyModule/withTimeout";
import { LEAD_KINDS } from "../../lib/outbox/leadKinds";
import type { Outbox } from "../../lib/outbox/outbox";
import type { SendResult } from "../../lib/outbox/sendResult";
import { subscriptionLeadFields, subscriptionSenders } from "./subscriptionLead";

/**
 * Subscribes `email` (`subscribe`), first putting the subscription in this browser's outbox.
 * When the write does not succeed in time but the subscription is queued, the outcome is
 * `queued`: it is delivered later, as queued enquiries are, and `delivered` resolves then. One
 * the rules refuse leaves the outbox.
 * @param noticeVersion the version of the notice the page showed under the form
 * @param deadlineMs how long the visitor waits for an answer, in ms
 * @throws the write's error (or a TimeoutError) when it failed and is not queued, or can never
 *   succeed
 */
export async function sendSubscription(
  outbox: Outbox,
  email: string,
  noticeVersion: string,
  deadlineMs: number,
): Promise<SendResult<"sent">> {
  const id = crypto.randomUUID();
  const fields = subscriptionLeadFields(email, noticeVersion);
  const queued = await outbox.queueLead(id, LEAD_KINDS.subscription, fields, true);
  const senders = subscriptionSenders(fields);
  const write = () => senders.send("stored", true);
  try {
    await withTimeout(
      queued ? outbox.deliverChannel(id, "stored", write, true) : write(),
      deadlineMs,
      "the subscription",
    );
    return { outcome: "sent" };
  } catch (error) {
    if (!queued) throw error;
    if (isPermanentWriteError(error)) {
      await outbox.removeQueuedLead(id);
      throw error;
    }
    outbox.watch();
    return { outcome: "queued", delivered: outbox.whenDelivered(id) };
  }
}
