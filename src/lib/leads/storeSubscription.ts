import type { FirestoreClient } from "../firebase/getFirestoreClient";
import { isPermissionDenied } from "../firebase/isPermissionDenied";
import { addressHash } from "./addressHash";
import type { SubscriptionLead } from "./lead";
import {
  MAIL_LIMIT_SLOTS,
  MAIL_LIMITS_COLLECTION,
  SUBSCRIBERS_COLLECTION,
  type SubscriptionDocument,
  type SubscriptionFields,
  subscriptionKey,
} from "./leadStore";

/** The address has had its 3 mails within 24 hours; retrying cannot help until then. */
export class MailLimitError extends Error {
  override name = "MailLimitError";
}

/**
 * Stores a pending subscription (or withdrawal request) as `subscribers/<id>.<token>` with exactly
 * `{ kind, email, locale, noticeVersion?, state: "pending", createdAt }`, in one batch with
 * one of the address's mail slots (`mailLimits/<sha256>`), which the rules require: slot `s0`
 * first, the next when the rules refuse it, so a refusal of all three means the address has had
 * its 3 mails within 24 hours. Call it before mailing the link.
 * @param subscription its id and token (the document's name) and its fields: the address trimmed
 *   and lower-cased, the page's locale, the notice version (a subscription only)
 * @param retry an earlier call may have stored it (its answer lost): a write of the same fields,
 *   which the rules allow only when it changes nothing, then finds it stored without taking a slot
 * @throws MailLimitError when every slot is taken
 * @throws FirestoreError when Firestore cannot be reached (or refuses for another reason)
 */
export async function storeSubscription(
  { db, sdk }: FirestoreClient,
  subscription: Pick<SubscriptionLead, "id" | "token" | "document">,
  retry: boolean,
): Promise<void> {
  const { kind, email, locale, noticeVersion } = subscription.document;
  const ref = sdk.doc(db, SUBSCRIBERS_COLLECTION, subscriptionKey(subscription));
  // The fields a retry writes again: every one the page chose, none the server or a link sets.
  const fields: SubscriptionFields = {
    kind,
    email,
    locale,
    ...(noticeVersion ? { noticeVersion } : {}),
  };
  if (retry) {
    try {
      // Without `state`: a link opened since then has changed it.
      await sdk.setDoc(ref, fields, { merge: true });
      return;
    } catch (error) {
      if (!isPermissionDenied(error)) throw error;
    }
  }
  const limit = sdk.doc(db, MAIL_LIMITS_COLLECTION, await addressHash(email));
  for (const slot of MAIL_LIMIT_SLOTS) {
    const batch = sdk.writeBatch(db);
    batch.set(limit, { [slot]: sdk.serverTimestamp() }, { merge: true });
    const stored: SubscriptionDocument = {
      ...fields,
      state: "pending",
      createdAt: sdk.serverTimestamp(),
    };
    batch.set(ref, stored);
    try {
      await batch.commit();
      return;
    } catch (error) {
      if (!isPermissionDenied(error)) throw error;
    }
  }
  throw new MailLimitError("this address has had its mails for the next 24 hours");
}
