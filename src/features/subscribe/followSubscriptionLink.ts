import type { FieldValue } from "firebase/firestore/lite";
import type { FirestoreClient } from "../../lib/firebase/getFirestoreClient";
import { isPermissionDenied } from "../../lib/firebase/isPermissionDenied";
import {
  SUBSCRIBERS_COLLECTION,
  SUBSCRIPTION_FIELDS,
  type SubscriptionDocument,
  type SubscriptionSecret,
  subscriptionKey,
} from "../../lib/leads/leadStore";
import type { LinkAction } from "./subscriptionLink";

/** A link's update of a subscription: stored fields by their names, server times as `FieldValue`. */
type StateUpdate = Partial<SubscriptionDocument<FieldValue>>;

/**
 * What a followed link found: the subscription is now (or was already) `confirmed` or
 * `withdrawn`, or the link names none that can take that step (`invalid`: a wrong token, a
 * subscription purged, or a confirmation link opened after its withdrawal).
 */
export type LinkOutcome = "confirmed" | "withdrawn" | "invalid";

/**
 * Carries out a mailed link: confirms `subscribers/<id>.<token>` (`state: "confirmed"` with the
 * server's `confirmedAt`) or withdraws it (`state: "withdrawn"`, `withdrawnAt`). A link opened
 * again finds the state already set (writing it again changes nothing, which the rules allow) and
 * says so alike. Nothing is read: the rules allow each write only under the right token.
 * @throws FirestoreError when Firestore cannot be reached
 */
export async function followSubscriptionLink(
  { db, sdk }: FirestoreClient,
  secret: SubscriptionSecret,
  action: LinkAction,
): Promise<LinkOutcome> {
  const ref = sdk.doc(db, SUBSCRIBERS_COLLECTION, subscriptionKey(secret));
  const allowed = async (write: () => Promise<void>) => {
    try {
      await write();
      return true;
    } catch (error) {
      if (isPermissionDenied(error)) return false;
      throw error;
    }
  };
  const state = action === "confirm" ? "confirmed" : "withdrawn";
  const at =
    action === "confirm" ? SUBSCRIPTION_FIELDS.confirmedAt : SUBSCRIPTION_FIELDS.withdrawnAt;
  const update = { state, [at]: sdk.serverTimestamp() } satisfies StateUpdate;
  if (await allowed(() => sdk.updateDoc(ref, update))) return state;
  if (await allowed(() => sdk.updateDoc(ref, { state } satisfies StateUpdate))) return state;
  // A confirmation link of a subscription withdrawn since: say that it is withdrawn.
  const withdraw = { state: "withdrawn" } satisfies StateUpdate;
  if (action === "confirm" && (await allowed(() => sdk.updateDoc(ref, withdraw)))) {
    return "withdrawn";
  }
  return "invalid";
}
