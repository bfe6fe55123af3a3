import type { EnquiryDocument } from "../../lib/leads/leadStore";

/**
 * How one send of a submission ended (spec §8): `sent` (the enquiry reached the company through
 * at least one channel: stored or e-mailed), `not-sent` (neither, but a retry may: offline,
 * Firestore or EmailJS unreachable or too slow), `error` (neither, and retrying cannot help: the
 * build is not configured, or the rules refused the enquiry).
 */
export type EnquiryOutcome = "sent" | "not-sent" | "error";

/** The two ways an enquiry reaches the company (spec §7); the form passes the real ones. */
export interface EnquiryChannels {
  /** Stores the enquiry under `id`; `retry` when an earlier write of it may have landed. */
  write: (id: string, enquiry: EnquiryDocument, retry: boolean) => Promise<void>;
  /** E-mails the enquiry; settles only once the mail service has answered (or cannot be reached). */
  mail: (enquiry: EnquiryDocument) => Promise<void>;
  /** Whether a write's error means no retry can succeed (configuration missing, refused). */
  isPermanent: (error: unknown) => boolean;
}

/**
 * One enquiry as the visitor submitted it, with the id chosen for it, sent through both channels
 * however many times the visitor retries, so that it reaches the company once:
 * - the write goes to `contact-form/<id>` on every send until one succeeds (a write that landed
 *   but whose answer was lost is found by the next one, see `createOnce`), never after;
 * - the mail is sent on every send until one is delivered, but never while an earlier mail
 *   request is still unanswered (it may yet arrive), and never after one was delivered.
 * Pure: the channels do the I/O.
 */
export class EnquirySubmission {
  private stored = false;
  private mailed = false;
  private writes = 0;
  private pendingMail: Promise<void> | undefined;
  private writeFailure: unknown;

  /**
   * @param id the submission's id, e.g. `crypto.randomUUID()`
   * @param enquiry the validated, trimmed enquiry: stored and mailed exactly as it is
   */
  constructor(
    readonly id: string,
    readonly enquiry: EnquiryDocument,
  ) {}

  /** Whether the enquiry has reached the company through at least one channel. */
  get delivered(): boolean {
    return this.stored || this.mailed;
  }

  /**
   * Sends through each channel that has not delivered yet, both at once (spec §7). Resolves `sent`
   * as soon as one channel delivers, or at once when one already had (an earlier write that
   * landed late, say; a channel that failed is still repeated, in the background); otherwise once
   * both have failed, or after `deadlineMs` (`not-sent`, or `error` when the write cannot succeed
   * and the mail failed too). Channels still running at the deadline go on, and count for the
   * next send. Never rejects.
   * @param deadlineMs how long the visitor waits for an answer, in ms
   */
  send(channels: EnquiryChannels, deadlineMs: number): Promise<EnquiryOutcome> {
    const deliveredBefore = this.delivered;
    const attempts = [
      ...(this.stored ? [] : [this.startWrite(channels)]),
      ...(this.mailed ? [] : [this.startMail(channels)]),
    ];
    if (deliveredBefore) {
      for (const attempt of attempts) attempt.catch(() => undefined);
      return Promise.resolve("sent");
    }
    return new Promise((resolve) => {
      let failed = 0;
      const end = (outcome: EnquiryOutcome) => {
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
            const hopeless =
              this.writeFailure !== undefined && channels.isPermanent(this.writeFailure);
            end(hopeless ? "error" : "not-sent");
          },
        );
      }
    });
  }

  private startWrite(channels: EnquiryChannels): Promise<void> {
    const retry = this.writes > 0;
    this.writes += 1;
    this.writeFailure = undefined;
    return channels.write(this.id, this.enquiry, retry).then(
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

  private startMail(channels: EnquiryChannels): Promise<void> {
    if (this.pendingMail) return this.pendingMail;
    const mail = channels.mail(this.enquiry).then(
      () => {
        this.mailed = true;
      },
      (error: unknown) => {
        console.warn("The enquiry was not e-mailed:", error);
        this.pendingMail = undefined;
        throw error;
      },
    );
    this.pendingMail = mail;
    return mail;
  }
}
