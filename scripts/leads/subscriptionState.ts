import { SUBSCRIPTION_FIELDS, type SubscriptionState } from "../../src/lib/leads/leadStore";
import type { Lead } from "./lead";

/** A stored time as ms since the epoch (admin reads give `Date`s), or undefined. */
const millis = (value: unknown): number | undefined =>
  value instanceof Date ? value.getTime() : undefined;

/**
 * A subscription's (or withdrawal request's) state: `withdrawn` when its own link withdrew it, or
 * when any link of its address (a later subscription's, or a withdrawal request the footer's
 * Unsubscribe mailed) withdrew one after it was confirmed; `confirmed` when its confirmation link
 * was opened and nothing withdrew the address since; `pending` otherwise (never confirmed, and
 * subscriptions stored before confirmation by e-mail, which carry no proof of consent).
 * @param sameAddress every document of the subscription's address (`subscribersOf`)
 */
export function subscriptionState(lead: Lead, sameAddress: readonly Lead[]): SubscriptionState {
  const state = lead.fields[SUBSCRIPTION_FIELDS.state];
  if (state === "withdrawn") return "withdrawn";
  const confirmedAt = millis(lead.fields[SUBSCRIPTION_FIELDS.confirmedAt]);
  if (state !== "confirmed" || confirmedAt === undefined) return "pending";
  const withdrawnSince = sameAddress.some(
    (other) =>
      (millis(other.fields[SUBSCRIPTION_FIELDS.withdrawnAt]) ?? Number.NEGATIVE_INFINITY) >
      confirmedAt,
  );
  return withdrawnSince ? "withdrawn" : "confirmed";
}
