import { createOnce } from "../../lib/firebase/createOnce";
import { type FirestoreClient, getFirestoreClient } from "../../lib/firebase/getFirestoreClient";
import { normalizeEmail } from "./normalizeEmail";

/** Firestore collection of newsletter subscribers; one document per address, id = the address. */
export const SUBSCRIBERS_COLLECTION = "subscribers";

/**
 * Stores `email` as a subscriber: document `subscribers/<address>` with fields exactly
 * `{ email: <address>, noticeVersion, createdAt: serverTimestamp() }`, the address being trimmed
 * and lower-cased. An address already on the list is written again unchanged (its address only:
 * the first subscription's `noticeVersion` and `createdAt` stay), which the rules allow (see
 * `createOnce`), so subscribing twice succeeds like the first time, whichever notice the page
 * showed: the answer does not tell whether the address was there. Check the address with
 * `isValidEmail` first.
 * @param noticeVersion the version of the notice the page showed under the form (8 hex digits)
 * @throws FirestoreError when the rules refuse it for any other reason, or Firestore cannot be
 *   reached; the load's error or a TimeoutError when the SDK cannot be loaded
 */
export async function subscribe(email: string, noticeVersion: string): Promise<void> {
  await storeSubscriber(await getFirestoreClient(), email, noticeVersion);
}

/** `subscribe` on a given Firestore client. */
export function storeSubscriber(
  client: FirestoreClient,
  email: string,
  noticeVersion: string,
): Promise<void> {
  const address = normalizeEmail(email);
  return createOnce(client, SUBSCRIBERS_COLLECTION, address, { email: address }, true, {
    noticeVersion,
  });
}
