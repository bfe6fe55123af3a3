import type { Firestore } from "firebase-admin/firestore";
import type { Lead } from "./lead";
import { storedLead } from "./storedLead";

/** Every subscription and withdrawal request of `email` (stored lower-cased), as stored. */
export async function subscribersOf(db: Firestore, email: string): Promise<Lead[]> {
  const found = await db.collection("subscribers").where("email", "==", email).get();
  return found.docs.map((document) => storedLead("subscribers", document));
}
