import { createOnce } from "../../lib/firebase/createOnce";
import type { FirestoreClient } from "../../lib/firebase/getFirestoreClient";
import { ENQUIRY_COLLECTION, type EnquiryDocument } from "../../lib/leads/leadStore";

/**
 * Stores one enquiry as `contact-form/<id>` with exactly Name, Email, Mobile, Message, Services,
 * Locale, NoticeVersion and a server `createdAt` (spec §7, call 1). The id is the submission's, chosen by the form and
 * reused by its retries, so a retry whose earlier write had landed stores nothing twice (see
 * `createOnce`).
 * @param id a random UUID (the rules accept no other shape)
 * @param retry whether an earlier write of this submission may have landed
 * @throws FirestoreError when the write is refused (security rules) or cannot reach Firestore
 */
export function saveEnquiry(
  client: FirestoreClient,
  id: string,
  enquiry: EnquiryDocument,
  retry: boolean,
): Promise<void> {
  return createOnce(client, ENQUIRY_COLLECTION, id, { ...enquiry }, retry);
}
