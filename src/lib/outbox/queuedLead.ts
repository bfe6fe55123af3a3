/**
 * How long a lead waits in this browser's outbox for a connection, in days (7): past that it is
 * removed unsent. The forms' notice states it (`{{outboxDays}}`).
 */
export const OUTBOX_EXPIRY_DAYS = 7;
/** `OUTBOX_EXPIRY_DAYS` in ms. */
export const OUTBOX_EXPIRY_MS = OUTBOX_EXPIRY_DAYS * 24 * 60 * 60 * 1000;

/** A channel that delivers a lead: the Firestore write, or the mail. */
export type LeadChannel = "stored" | "mailed";

/** What a form sends, as flat strings: an enquiry's fields, or a subscription's address. */
export type LeadFields = Readonly<Record<string, string>>;

/**
 * One lead in the outbox (IndexedDB, this browser only), keyed by its id: the id every send of it
 * uses, so a write repeated after its answer was lost stores nothing twice. Each channel's flag is
 * set once that channel is done with it (delivered it, or refused it for good); a lead with no
 * mail (a subscription) has `mailed` set from the start. Once both are set its fields are dropped and only
 * this record of its id and flags stays, holding no personal data, until `OUTBOX_EXPIRY_MS` after
 * it was queued: a send of the same id from another page, tab or the service worker then finds it
 * delivered instead of sending it again.
 */
export interface QueuedLead {
  id: string;
  /** Which form's lead it is (`enquiry`, `subscribe`): says how it is sent (`LeadSenders`). */
  kind: string;
  /** When it was queued, in ms since the epoch. */
  queuedAt: number;
  stored: boolean;
  mailed: boolean;
  /** Whether a channel has delivered it: it has reached the company. */
  reached: boolean;
  /** The lead itself, until both channels have delivered it. */
  fields?: LeadFields;
}
