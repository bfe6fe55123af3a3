import type { Lead } from "../leads/lead";
import { type LeadSenders, leadSenders } from "../leads/leadSenders";
import { deliverChannel } from "./deliverChannel";
import { LeadSubmission } from "./LeadSubmission";
import { whenDelivered } from "./leadDelivered";
import { removeQueuedLead } from "./outboxStore";
import { queueLead } from "./queueLead";
import type { SendResult } from "./sendResult";
import { watchOutbox } from "./watchOutbox";

/** This page's sends of each lead, by id: a retry of the same lead carries on from them. */
const submissions = new Map<string, LeadSubmission>();
/** The leads of this page that are in the outbox, by id. */
const queuedIds = new Set<string>();

/**
 * A lead's senders through the outbox: each channel sends only when the outbox has no record of
 * it delivering the lead, and records it when it does (`deliverChannel`), waiting for another
 * page, tab or the service worker that is sending it just now.
 */
function throughOutbox(id: string, senders: LeadSenders): LeadSenders {
  return {
    ...senders,
    send: (channel, retry) => deliverChannel(id, channel, () => senders.send(channel, retry), true),
  };
}

/**
 * Sends a lead as the visitor submitted it (`LeadSubmission.send`, spec §7), first putting it in
 * this browser's outbox on its first send. When it is not delivered in time but is queued, the
 * outcome is `queued`: the page goes on delivering it (`watchOutbox`), as does the next visit to
 * any page of the site and the service worker, and `delivered` resolves when it arrives. When it
 * is delivered but a channel is left (an enquiry mailed and not stored, say), the outbox sends
 * that one. A lead whose write no retry can store (`error`, `limited`) leaves the outbox; one
 * IndexedDB refused is sent as it would be without an outbox. Sending the same lead again (the
 * same id: the visitor's retry) repeats only what has not delivered.
 * @param deadlineMs how long the visitor waits for an answer, in ms
 */
export async function sendLead(lead: Lead, deadlineMs: number): Promise<SendResult> {
  const { id } = lead;
  if (!queuedIds.has(id) && (await queueLead(lead))) queuedIds.add(id);
  const queued = queuedIds.has(id);
  const senders = leadSenders(lead);
  let submission = submissions.get(id);
  if (!submission) {
    submission = new LeadSubmission();
    submissions.set(id, submission);
  }
  const outcome = await submission.send(queued ? throughOutbox(id, senders) : senders, deadlineMs);
  if (!queued) return { outcome };
  if (outcome === "error" || outcome === "limited") {
    queuedIds.delete(id);
    await removeQueuedLead(id);
    return { outcome };
  }
  // What is not delivered yet (both channels, or the one that failed) is the outbox's to send.
  if (!submission.done) watchOutbox();
  return outcome === "sent" ? { outcome } : { outcome: "queued", delivered: whenDelivered(id) };
}
