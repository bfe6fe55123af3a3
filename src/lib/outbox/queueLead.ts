import { setPendingLeads } from "./outboxPending";
import { putQueuedLead } from "./outboxStore";
import type { LeadFields } from "./queuedLead";

/**
 * Puts a lead in this browser's outbox under `id` before anything is sent, so it survives a
 * closed tab and is delivered later (`deliverOutbox`) if the sends now do not get through.
 * @param kind which form's lead it is (`enquiry`, `subscribe`)
 * @param mailed true for a lead that has no mail to send
 * @returns whether it is queued: false when IndexedDB refused it (the lead is then sent only
 *   while the page stays open, as it would be without an outbox)
 */
export async function queueLead(
  id: string,
  kind: string,
  fields: LeadFields,
  mailed: boolean,
): Promise<boolean> {
  try {
    const queuedAt = Date.now();
    await putQueuedLead({ id, kind, queuedAt, stored: false, mailed, reached: false, fields });
    setPendingLeads(true);
    return true;
  } catch (error) {
    console.warn("The outbox refused the lead; it is sent without one:", error);
    return false;
  }
}
