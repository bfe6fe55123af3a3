import { type Firestore, Timestamp } from "firebase-admin/firestore";
import type { FormCollection } from "../hosting/firestoreRules";
import type { LeadCounts } from "./leadCounts";

/** Deletions in one batch (Firestore takes at most 500 writes in one). */
const BATCH_SIZE = 500;

const olderThan = (db: Firestore, collection: FormCollection, cutoff: Date) =>
  db.collection(collection).where("createdAt", "<", Timestamp.fromDate(cutoff));

/** How many leads of each collection were stored before `cutoff` (Firestore's count, no reads). */
export async function countOlder(
  db: Firestore,
  collections: readonly FormCollection[],
  cutoff: Date,
): Promise<LeadCounts> {
  const counts: LeadCounts = {};
  for (const collection of collections) {
    counts[collection] = (await olderThan(db, collection, cutoff).count().get()).data().count;
  }
  return counts;
}

/**
 * Deletes every lead of `collections` stored before `cutoff`, in batches of 500, oldest first;
 * `progress` gets the running total after each batch.
 * @returns the counts deleted per collection
 */
export async function purgeOlder(
  db: Firestore,
  collections: readonly FormCollection[],
  cutoff: Date,
  progress: (deleted: number) => void,
): Promise<LeadCounts> {
  const counts: LeadCounts = {};
  let total = 0;
  for (const collection of collections) {
    const oldest = olderThan(db, collection, cutoff)
      .orderBy("createdAt")
      .select()
      .limit(BATCH_SIZE);
    let deleted = 0;
    // Each batch deletes what the query found, so the next query starts at what is left.
    for (;;) {
      const page = await oldest.get();
      if (page.empty) break;
      const batch = db.batch();
      for (const document of page.docs) batch.delete(document.ref);
      await batch.commit();
      deleted += page.size;
      progress(total + deleted);
    }
    counts[collection] = deleted;
    total += deleted;
  }
  return counts;
}
