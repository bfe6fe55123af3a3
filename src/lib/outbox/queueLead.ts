import type { Lead } from "../leads/lead";
import { setPendingLeads } from "./outboxPending";
import { putQueuedLead } from "./outboxStore";

/**
 * Puts a lead in this browser's outbox under its id before anything is sent, so it survives a
 * closed tab and is delivered later (`deliverOutbox`) if the sends now do not get through.
 * @returns whether it is queued: false when IndexedDB refused it (the lead is then sent only
 *   while the page stays open, as it would be without an outbox)
 */
export async function queueLead(lead: Lead): Promise<boolean> {
  try {
    const queuedAt = Date.now();
    await putQueuedLead({
      id: lead.id,
      queuedAt,
      stored: false,
      mailed: false,
      reached: false,
      lead,
      // What a page of the version before counts as waiting (`QueuedLead.fields`).
      fields: {},
    });
    setPendingLeads(true);
    return true;
  } catch (error) {
    console.warn("The outbox refused the lead; it is sent without one:", error);
    return false;
  }
}
