import type { Lead, LeadChannel } from "../leads/lead";
import { leadSenders } from "../leads/leadSenders";
import { ChannelBusyError, deliverChannel, whenChannelFree } from "./deliverChannel";
import { announceDelivered } from "./leadDelivered";
import { setPendingLeads } from "./outboxPending";
import { getQueuedLead, markDelivered, queuedLeads, removeQueuedLead } from "./outboxStore";
import { OUTBOX_EXPIRY_MS, type QueuedLead } from "./queuedLead";
import { holdsLead, queuedLeadOf } from "./queuedLeadOf";

let round: Promise<boolean> | undefined;
let nextRound: Promise<boolean> | undefined;

/**
 * One delivery round over this browser's outbox: each lead queued less than `OUTBOX_EXPIRY_MS`
 * ago is sent through each channel that has not delivered it yet (`deliverChannel`, passing over
 * a channel another page, tab or worker is sending just now, with one more round once that
 * sender is done), older ones are removed, and a lead that has reached the company through a
 * channel is announced (`whenDelivered`). A write that can
 * never succeed (refused by the rules, no Firebase in the build) is given up and logged. Rounds do
 * not overlap: a call during one gets one more round after it (the network may have come back
 * while it ran), shared by every call made meanwhile. Each lead is sent as its kind is
 * (`leadSenders`). Never rejects.
 * @returns whether an undelivered lead is left (true when the outbox could not be read)
 */
export function deliverOutbox(): Promise<boolean> {
  if (round) {
    nextRound ??= round.then(() => {
      nextRound = undefined;
      return deliverOutbox();
    });
    return nextRound;
  }
  const current = deliverAll(Date.now())
    .catch((error: unknown) => {
      console.warn("The outbox could not be read:", error);
      return true;
    })
    .finally(() => {
      round = undefined;
    });
  round = current;
  return current;
}

async function deliverAll(now: number): Promise<boolean> {
  let pending = false;
  for (const queued of await queuedLeads()) {
    if (now - queued.queuedAt > OUTBOX_EXPIRY_MS) {
      await removeQueuedLead(queued.id);
      continue;
    }
    const lead = queuedLeadOf(queued);
    const after = lead ? await deliverLead(queued, lead) : queued;
    if (after?.reached) announceDelivered(queued.id);
    pending ||= after !== undefined && holdsLead(after);
  }
  setPendingLeads(pending);
  return pending;
}

/** Sends each undelivered channel of one lead at once; its record afterwards. */
async function deliverLead(queued: QueuedLead, lead: Lead): Promise<QueuedLead | undefined> {
  const senders = leadSenders(lead);
  const deliver = (channel: LeadChannel) =>
    // Always a retry: an earlier write of it, from any page, may have landed.
    deliverChannel(queued.id, channel, () => senders.send(channel, true), false).catch(
      async (error: unknown) => {
        // Another page, tab or the worker is sending it: once it is done, one more round
        // finds the lead delivered (or sends it), so this page need not wait for its timer.
        if (error instanceof ChannelBusyError) {
          void whenChannelFree(queued.id, channel).then(() => deliverOutbox());
          return;
        }
        if (channel !== "stored" || senders.refusal(error) === undefined) return;
        console.error("A queued lead was refused for good; it is not written again:", error);
        await markDelivered(queued.id, channel, false);
        if (senders.mailAfterStored) await markDelivered(queued.id, "mailed", false);
      },
    );
  if (senders.mailAfterStored) {
    if (!queued.stored) await deliver("stored");
    const stored = await getQueuedLead(queued.id);
    if (stored?.stored && !stored.mailed) await deliver("mailed");
  } else {
    const channels: LeadChannel[] = ["stored", "mailed"];
    await Promise.all(channels.filter((channel) => !queued[channel]).map(deliver));
  }
  return getQueuedLead(queued.id);
}
