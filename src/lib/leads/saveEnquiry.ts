import type { FirestoreClient } from "../firebase/getFirestoreClient";
import { isPermissionDenied } from "../firebase/isPermissionDenied";
import type { EnquiryLead } from "./lead";
import { CREATED_AT, ENQUIRY_COLLECTION } from "./leadStore";

/**
 * Stores one enquiry as `contact-form/<id>` with exactly Name, Email, Mobile, Message, Services,
 * Locale, NoticeVersion and a server `createdAt` (spec §7, call 1), once, however often it is
 * called. The id is the submission's, chosen by the form and reused by its retries. The security
 * rules allow creating the document, and writing it again only when that changes nothing: so
 * when an earlier write may have landed (its answer lost), a refused create is followed by
 * writing the fields again, merged (`createdAt` untouched), which is allowed exactly when the
 * stored document has these very fields, and refused when it differs or the create was refused
 * for another reason.
 * @param enquiry its id, a random UUID (the rules accept no other shape), and its fields
 * @param retry whether an earlier write of this submission may have landed
 * @throws FirestoreError: `permission-denied` when the rules refuse the enquiry, others when
 *   Firestore cannot be reached
 */
export async function saveEnquiry(
  { db, sdk }: FirestoreClient,
  { id, document }: Pick<EnquiryLead, "id" | "document">,
  retry: boolean,
): Promise<void> {
  const ref = sdk.doc(db, ENQUIRY_COLLECTION, id);
  try {
    await sdk.setDoc(ref, { ...document, [CREATED_AT]: sdk.serverTimestamp() });
  } catch (error) {
    if (!retry || !isPermissionDenied(error)) throw error;
    await sdk.setDoc(ref, { ...document }, { merge: true });
  }
}
