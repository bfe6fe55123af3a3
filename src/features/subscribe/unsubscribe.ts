import { type FirestoreClient, getFirestoreClient } from "../../lib/firebase/getFirestoreClient";
import { normalizeEmail } from "./normalizeEmail";
import { SUBSCRIBERS_COLLECTION } from "./subscribe";

/**
 * Removes `email` from the subscribers: deletes `subscribers/<address>`, the address trimmed and
 * lower-cased. Deleting an address that is not on the list succeeds too, and nothing can be read,
 * so the answer does not tell whether it was there. Check the address with `isValidEmail` first.
 * @throws FirestoreError when the rules refuse it, or Firestore cannot be reached; the load's
 *   error or a TimeoutError when the SDK cannot be loaded
 */
export async function unsubscribe(email: string): Promise<void> {
  await removeSubscriber(await getFirestoreClient(), email);
}

/** `unsubscribe` on a given Firestore client. */
export function removeSubscriber({ db, sdk }: FirestoreClient, email: string): Promise<void> {
  return sdk.deleteDoc(sdk.doc(db, SUBSCRIBERS_COLLECTION, normalizeEmail(email)));
}
