import { withTimeout } from "../../lib/lazyModule/withTimeout";
import { LEAD_KINDS } from "../../lib/outbox/leadKinds";
import type { Outbox } from "../../lib/outbox/outbox";
import type { LeadChannel } from "../../lib/outbox/queuedLead";
import type { SendResult } from "../../lib/outbox/sendResult";
import { MailLimitError } from "./storeSubscription";
import { type SubscriptionLead, subscriptionLeadFields } from "./subscriptionLead";

/**
 * How a subscription's send ended: `sent` (stored, and its mail sent), or `limited`: the address
 * has had its 3 mails within 24 hours, so nothing was stored or mailed.
 */
export type SubscriptionOutcome = "sent" | "limited";

/**
 * Stores a subscription or withdrawal request and then mails its link (`subscriptionSenders`),
 * first putting it in this browser's outbox. When that does not succeed in time but it is queued,
 * the outcome is `queued`: it is delivered later, as queued enquiries are, its mail once, and
 * `delivered` resolves then. One the rules refuse, or the mail limit holds, leaves the outbox.
 * @param deadlineMs how long the visitor waits for an answer, in ms
 * @throws the write's or the mail's error (or a TimeoutError) when it failed and is not queued, or
 *   the write can never succeed
 */
export async function sendSubscription(
  outbox: Outbox,
  lead: SubscriptionLead,
  deadlineMs: number,
): Promise<SendResult<SubscriptionOutcome>> {
  const id = lead.request.secret.id;
  const fields = subscriptionLeadFields(lead);
  const queued = await outbox.queueLead(id, LEAD_KINDS.subscription, fields, false);
  const senders = outbox.sendersFor(LEAD_KINDS.subscription, id, fields);
  if (!senders) throw new Error("this build's outbox cannot send a subscription");
  const send = (channel: LeadChannel) =>
    queued
      ? outbox.deliverChannel(id, channel, () => senders.send(channel, false), true)
      : senders.send(channel, false);
  try {
    await withTimeout(
      send("stored").then(() => send("mailed")),
      deadlineMs,
      "the subscription",
    );
    return { outcome: "sent" };
  } catch (error) {
    if (error instanceof MailLimitError) {
      if (queued) await outbox.removeQueuedLead(id);
      return { outcome: "limited" };
    }
    if (!queued) throw error;
    if (senders.isPermanent(error)) {
      await outbox.removeQueuedLead(id);
      throw error;
    }
    outbox.watch();
    return { outcome: "queued", delivered: outbox.whenDelivered(id) };
  }
}
