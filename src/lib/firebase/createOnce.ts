import type { FirestoreClient } from "./getFirestoreClient";
import { isPermissionDenied } from "./isPermissionDenied";

/**
 * Stores `fields` plus a server `createdAt` as the document `<collection>/<id>`, once, however
 * often it is called. The security rules allow creating the document, and writing it again only
 * when that changes nothing. So when the document may already exist (an earlier call's write
 * landed but its answer was lost, or a subscriber subscribes again), a refused create is followed
 * by writing `fields` again, merged (createdAt untouched): allowed exactly when the stored
 * document has these very fields, refused when it differs or the create was refused for another
 * reason.
 * @param mayExist whether an earlier write of this document may have landed
 * @param createOnly fields stored by the create only, like `createdAt`: the write again leaves
 *   the stored document's as they are, so it succeeds whatever they were
 * @throws FirestoreError: `permission-denied` when the rules refuse the document, others when
 *   Firestore cannot be reached
 */
export async function createOnce(
  { db, sdk }: FirestoreClient,
  collection: string,
  id: string,
  fields: Readonly<Record<string, string>>,
  mayExist: boolean,
  createOnly: Readonly<Record<string, string>> = {},
): Promise<void> {
  const ref = sdk.doc(db, collection, id);
  try {
    await sdk.setDoc(ref, { ...fields, ...createOnly, createdAt: sdk.serverTimestamp() });
  } catch (error) {
    if (!mayExist || !isPermissionDenied(error)) throw error;
    await sdk.setDoc(ref, { ...fields }, { merge: true });
  }
}
