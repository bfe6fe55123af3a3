import type { LeadSenders } from "../leads/leadSenders";
import type { LeadOutcome } from "./sendResult";

/**
 * One lead's sends from this page, however many times the visitor retries it, so that it reaches
 * the company once:
 * - the write is sent on every send until one succeeds (a write that landed but whose answer was
 *   lost is found by the next one, see `saveEnquiry`), never after;
 * - the mail is sent on every send until one is delivered, but never while an earlier mail
 *   request is still unanswered (it may yet arrive), and never after one was delivered.
 * A lead whose kind mails only once stored (`LeadSenders.mailAfterStored`, a subscription) is
 * sent in that order and is delivered once both have; any other (an enquiry) through both at
 * once, and is delivered once either has (spec §7). Pure: the senders do the I/O.
 */
export class LeadSubmission {
  private stored = false;
  private mailed = false;
  private writes = 0;
  private pendingMail: Promise<void> | undefined;
  private writeFailure: unknown;

  /** Whether both channels have delivered it: nothing is left to send. */
  get done(): boolean {
    return this.stored && this.mailed;
  }

  /**
   * Sends through each channel that has not delivered yet. Resolves `sent` once the lead is
   * delivered, or at once when it already was (an earlier write that landed late, say; a channel
   * that failed is still repeated, in the background); otherwise once its sends have failed, or
   * after `deadlineMs` (`not-sent`, or the write's refusal when no retry can store it and no
   * channel delivered it). Channels still running at the deadline go on, and count for the next
   * send. Never rejects.
   * @param senders the lead's channels, as this send reaches them (through the outbox or not)
   * @param deadlineMs how long the visitor waits for an answer, in ms
   */
  send(senders: LeadSenders, deadlineMs: number): Promise<LeadOutcome> {
    const deliveredBefore = this.delivered(senders);
    const attempts = senders.mailAfterStored
      ? [this.inOrder(senders)]
      : [
          ...(this.stored ? [] : [this.startWrite(senders)]),
          ...(this.mailed ? [] : [this.startMail(senders)]),
        ];
    if (deliveredBefore) {
      for (const attempt of attempts) attempt.catch(() => undefined);
      return Promise.resolve("sent");
    }
    return new Promise((resolve) => {
      let failed = 0;
      const end = (outcome: LeadOutcome) => {
        clearTimeout(timer);
        resolve(outcome);
      };
      const timer = setTimeout(() => end("not-sent"), deadlineMs);
      for (const attempt of attempts) {
        attempt.then(
          () => end("sent"),
          () => {
            failed += 1;
            if (failed < attempts.length) return;
            const refusal =
              this.writeFailure === undefined ? undefined : senders.refusal(this.writeFailure);
            end(refusal ?? "not-sent");
          },
        );
      }
    });
  }

  /** Whether the lead has reached the company, as its kind counts it. */
  private delivered(senders: LeadSenders): boolean {
    return senders.mailAfterStored ? this.done : this.stored || this.mailed;
  }

  /** The write, then the mail: each only when it has not delivered yet. */
  private async inOrder(senders: LeadSenders): Promise<void> {
    if (!this.stored) await this.startWrite(senders);
    if (!this.mailed) await this.startMail(senders);
  }

  private startWrite(senders: LeadSenders): Promise<void> {
    const retry = this.writes > 0;
    this.writes += 1;
    this.writeFailure = undefined;
    return senders.send("stored", retry).then(
      () => {
        this.stored = true;
      },
      (error: unknown) => {
        console.error("Error adding document:", error);
        if (!this.stored) this.writeFailure = error;
        throw error;
      },
    );
  }

  private startMail(senders: LeadSenders): Promise<void> {
    if (this.pendingMail) return this.pendingMail;
    const mail = senders.send("mailed", false).then(
      () => {
        this.mailed = true;
      },
      (error: unknown) => {
        console.warn("The lead was not e-mailed:", error);
        this.pendingMail = undefined;
        throw error;
      },
    );
    this.pendingMail = mail;
    return mail;
  }
}
