import type { Lead } from "../leads/lead";
import { loadOutbox } from "./outboxLoader";
import type { SendResult } from "./sendResult";

/**
 * Sends a form's lead through this browser's outbox (`sendLead`), every form the same way:
 * loads the outbox's chunk, then sends in what is left of `deadlineMs` (spec §7, §8). When the
 * chunk cannot be loaded (offline before the form's first touch, with no service worker yet) the
 * lead is `not-sent` and nothing is kept: the form keeps what was typed for a retry.
 * @param timeLeft the ms the visitor still waits for an answer, asked once the chunk has loaded
 *   (`timeLeftFrom`)
 */
export async function sendThroughOutbox(lead: Lead, timeLeft: () => number): Promise<SendResult> {
  const outbox = await loadOutbox().catch((error: unknown) => {
    console.error("The outbox did not load:", error);
  });
  if (!outbox) return { outcome: "not-sent" };
  return outbox.send(lead, timeLeft());
}
