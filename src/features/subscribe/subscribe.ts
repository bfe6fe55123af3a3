import { createOnce } from "../../lib/firebase/createOnce";
import { type FirestoreClient, getFirestoreClient } from "../../lib/firebase/getFirestoreClient";
import { normalizeEmail } from "./normalizeEmail";

/** Firestore collection of newsletter subscribers; one document per address, id = the address. */
export const SUBSCRIBERS_COLLECTION = "subscribers";

/**
 * Stores `email` as a subscriber: document `subscribers/<address>` with fields exactly
 * `{ email: <address>, createdAt: serverTimestamp() }`, the address being trimmed and lower-cased.
 * An address already on the list is written again unchanged, which the rules allow (see
 * `createOnce`), so subscribing twice succeeds like the first time: the answer does not tell
 * whether the address was there. Check the address with `isValidEmail` first.
 * @throws FirestoreError when the rules refuse it for any other reason, or Firestore cannot be
 *   reached; the load's error or a TimeoutError when the SDK cannot be loaded
 */
export async function subscribe(email: string): Promise<void> {
  await storeSubscriber(await getFirestoreClient(), email);
}

/** `subscribe` on a given Firestore client. */
export function storeSubscriber(client: FirestoreClient, email: string): Promise<void> {
  const address = normalizeEmail(email);
  return createOnce(client, SUBSCRIBERS_COLLECTION, address, { email: address }, true);
}
