import type { Lead } from "../leads/lead";

/**
 * How long a lead waits in this browser's outbox for a connection, in days (7): past that it is
 * removed unsent. The forms' notice states it (`{{outboxDays}}`).
 */
export const OUTBOX_EXPIRY_DAYS = 7;
/** `OUTBOX_EXPIRY_DAYS` in ms. */
export const OUTBOX_EXPIRY_MS = OUTBOX_EXPIRY_DAYS * 24 * 60 * 60 * 1000;

/**
 * One lead in the outbox (IndexedDB, this browser only), keyed by its id: the id every send of it
 * uses, so a write repeated after its answer was lost stores nothing twice. Each channel's flag is
 * set once that channel is done with it (delivered it, or refused it for good). Once both are set
 * the lead is dropped and only this record of its id and flags stays, holding no personal data,
 * until `OUTBOX_EXPIRY_MS` after it was queued: a send of the same id from another page, tab or
 * the service worker then finds it delivered instead of sending it again.
 */
export interface QueuedLead {
  id: string;
  /** When it was queued, in ms since the epoch. */
  queuedAt: number;
  stored: boolean;
  mailed: boolean;
  /** Whether a channel has delivered it: it has reached the company. */
  reached: boolean;
  /** The lead itself, as its form built it, until both channels are done with it. */
  lead?: Lead;
  /**
   * A record queued by the site's version before `lead` (a visitor's browser may hold one for
   * `OUTBOX_EXPIRY_DAYS` after that version was replaced): which form's lead it was, `enquiry` or
   * `subscribe`. This version's records have none.
   */
  kind?: string;
  /**
   * That older record's lead, as flat strings, until both channels were done with it. This
   * version's records hold `{}` here until then: a page or service worker of the version before,
   * still running beside this one, reads a lead only from `fields` and its `kind`, so it counts
   * such a record as waiting (it keeps `outbox:pending` and its sync) and sends nothing of it.
   */
  fields?: Readonly<Record<string, string>>;
}
