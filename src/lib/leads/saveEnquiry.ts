import { createOnce } from "../firebase/createOnce";
import type { FirestoreClient } from "../firebase/getFirestoreClient";
import type { EnquiryLead } from "./lead";
import { ENQUIRY_COLLECTION } from "./leadStore";

/**
 * Stores one enquiry as `contact-form/<id>` with exactly Name, Email, Mobile, Message, Services,
 * Locale, NoticeVersion and a server `createdAt` (spec §7, call 1). The id is the submission's,
 * chosen by the form and reused by its retries, so a retry whose earlier write had landed stores
 * nothing twice (see `createOnce`).
 * @param enquiry its id, a random UUID (the rules accept no other shape), and its fields
 * @param retry whether an earlier write of this submission may have landed
 * @throws FirestoreError when the write is refused (security rules) or cannot reach Firestore
 */
export function saveEnquiry(
  client: FirestoreClient,
  { id, document }: Pick<EnquiryLead, "id" | "document">,
  retry: boolean,
): Promise<void> {
  return createOnce(client, ENQUIRY_COLLECTION, id, { ...document }, retry);
}
