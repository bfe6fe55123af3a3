import type { WriteRefusal } from "../leads/leadSenders";

/**
 * How one send of a lead ended (spec §8): `sent` (it reached the company: through either channel
 * for an enquiry, stored and then mailed for a subscription), `not-sent` (not yet, but a retry
 * may: offline, Firestore or EmailJS unreachable or too slow), or a refusal of its write that no
 * retry can change (`WriteRefusal`: `error`, or `limited` for an address that has had its mails).
 */
export type LeadOutcome = "sent" | "not-sent" | WriteRefusal;

/**
 * How a form's send ended: a `LeadOutcome`, or `queued`: not delivered yet but kept in this
 * browser's outbox, with a promise that resolves once it reaches the company.
 */
export type SendResult =
  | { outcome: LeadOutcome; delivered?: undefined }
  | { outcome: "queued"; delivered: Promise<void> };
