import type { Firestore } from "firebase-admin/firestore";
import { SUBSCRIBERS_COLLECTION, SUBSCRIPTION_FIELDS } from "../../src/lib/leads/leadStore";
import type { Lead } from "./lead";
import { storedLead } from "./storedLead";

/** Every subscription and withdrawal request of `email` (stored lower-cased), as stored. */
export async function subscribersOf(db: Firestore, email: string): Promise<Lead[]> {
  const found = await db
    .collection(SUBSCRIBERS_COLLECTION)
    .where(SUBSCRIPTION_FIELDS.email, "==", email)
    .get();
  return found.docs.map((document) => storedLead(SUBSCRIBERS_COLLECTION, document));
}
