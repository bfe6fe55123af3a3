import type { LeadChannel, LeadFields } from "./queuedLead";

/** How each channel sends one lead. */
export interface LeadSenders {
  /** Sends through `channel`; `retry` when an earlier write of it may have landed. */
  send: (channel: LeadChannel, retry: boolean) => Promise<void>;
  /** Whether a write's error means no retry can succeed (not configured, refused by the rules). */
  isPermanent: (error: unknown) => boolean;
  /**
   * Mail only once the write has delivered (a subscription, whose mailed link needs the stored
   * document); when the write is refused for good the mail is given up with it.
   */
  mailAfterStored?: boolean;
}

/**
 * The senders of a lead of `kind` queued under `id`, or undefined for a kind this build does not
 * know (the lead then stays queued).
 */
export type SendersFor = (kind: string, id: string, fields: LeadFields) => LeadSenders | undefined;
