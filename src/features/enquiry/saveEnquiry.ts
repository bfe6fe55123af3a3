import type { Firestore } from "firebase/firestore/lite";
import { ENQUIRY_COLLECTION, type EnquiryDocument } from "./enquiry";

/**
 * Adds one enquiry to the `contact-form` collection with a server `createdAt` (spec 7, call 1).
 * The SDK is imported here, not at the top, so the form's first load holds no Firebase code.
 * @returns the new document's id
 * @throws FirestoreError when the write is refused (security rules) or cannot reach Firestore
 */
export async function saveEnquiry(db: Firestore, enquiry: EnquiryDocument): Promise<string> {
  const { addDoc, collection, serverTimestamp } = await import("firebase/firestore/lite");
  const ref = await addDoc(collection(db, ENQUIRY_COLLECTION), {
    ...enquiry,
    createdAt: serverTimestamp(),
  });
  return ref.id;
}
