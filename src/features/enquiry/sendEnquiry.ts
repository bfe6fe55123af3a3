import { LEAD_KINDS } from "../../lib/outbox/leadKinds";
import type { Outbox } from "../../lib/outbox/outbox";
import type { LeadFields } from "../../lib/outbox/queuedLead";
import type { SendResult } from "../../lib/outbox/sendResult";
import type { EnquiryChannels, EnquiryOutcome, EnquirySubmission } from "./EnquirySubmission";
import { enquiryLeadFields } from "./enquiryLead";

/** The submissions of this page that are in the outbox, by id. */
const queuedIds = new Set<string>();

/**
 * The channels of a submission, through the outbox: each sends only when the outbox has no record
 * of that channel delivering it, and records it when it does (`Outbox.deliverChannel`).
 */
function channelsThroughOutbox(outbox: Outbox, id: string, fields: LeadFields): EnquiryChannels {
  const senders = outbox.sendersFor(LEAD_KINDS.enquiry, id, fields);
  if (!senders) throw new Error("this build's outbox cannot send an enquiry");
  const queued = queuedIds.has(id);
  const send = (channel: "stored" | "mailed", retry: boolean) =>
    queued
      ? outbox.deliverChannel(id, channel, () => senders.send(channel, retry), true)
      : senders.send(channel, retry);
  return {
    write: (_id, _enquiry, retry) => send("stored", retry),
    mail: () => send("mailed", false),
    isPermanent: senders.isPermanent,
  };
}

/**
 * Sends an enquiry or order (`EnquirySubmission.send`, spec §7), first putting it in this
 * browser's outbox on its first send. When neither channel delivers it in time but it is queued,
 * the outcome is `queued`: the page goes on delivering it (`Outbox.watch`), as does the next visit
 * to any page of the site, and `delivered` resolves when it arrives. When one channel delivered
 * it and the other did not, the outbox delivers the other. An enquiry that can never be written
 * (`error`) leaves the outbox; one IndexedDB refused is sent as it would be without an outbox.
 * @param productName the form's hidden product name, sent with the mail
 * @param deadlineMs how long the visitor waits for an answer, in ms
 */
export async function sendEnquiry(
  outbox: Outbox,
  submission: EnquirySubmission,
  productName: string,
  deadlineMs: number,
): Promise<SendResult<EnquiryOutcome>> {
  const { id, enquiry } = submission;
  const fields = enquiryLeadFields(enquiry, productName);
  if (!queuedIds.has(id) && (await outbox.queueLead(id, LEAD_KINDS.enquiry, fields, false))) {
    queuedIds.add(id);
  }
  const channels = channelsThroughOutbox(outbox, id, fields);
  const outcome = await submission.send(channels, deadlineMs);
  if (!queuedIds.has(id)) return { outcome };
  if (outcome === "error") {
    queuedIds.delete(id);
    await outbox.removeQueuedLead(id);
    return { outcome };
  }
  // What is not delivered yet (both channels, or the one that failed) is the outbox's to send.
  outbox.watch();
  return outcome === "sent"
    ? { outcome }
    : { outcome: "queued", delivered: outbox.whenDelivered(id) };
}
