import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { addressHash } from "./erasureKey";
import type { Lead } from "./lead";
import { countByCollection } from "./leadCounts";
import type { Person } from "./person";
import { plainFields } from "./storedLead";

/**
 * The collection of erasure records. No security rule matches it, so every client read and write
 * is refused; only the Admin SDK (this command) reaches it.
 */
export const ERASURES_COLLECTION = "erasures";

/** Writes in one batch: Firestore takes at most 500. */
const BATCH_SIZE = 400;

/** The keyed hashes an erasure record holds for `person`: one per identifier given. */
export function personHashes(key: string, person: Person): Record<string, string> {
  return {
    ...(person.email ? { emailHash: addressHash(key, "email", person.email) } : {}),
    ...(person.mobile ? { mobileHash: addressHash(key, "mobile", person.mobile) } : {}),
  };
}

/**
 * Deletes `leads` (what `findPerson` found on `person`) and records the erasure in `erasures/`:
 * its time (`erasedAt`, the server's), the counts deleted per collection, and the keyed hash of
 * each identifier (`emailHash`, `mobileHash`), never the address or number. The record is written
 * in the same batch as the last deletions, so it exists only once everything is deleted.
 * @returns the record's document id
 */
export async function eraseLeads(
  db: Firestore,
  leads: readonly Lead[],
  person: Person,
  key: string,
): Promise<string> {
  const record = db.collection(ERASURES_COLLECTION).doc();
  for (let start = 0; start < leads.length; start += BATCH_SIZE) {
    const batch = db.batch();
    for (const lead of leads.slice(start, start + BATCH_SIZE)) {
      batch.delete(db.collection(lead.collection).doc(lead.id));
    }
    if (start + BATCH_SIZE >= leads.length) {
      batch.create(record, {
        erasedAt: FieldValue.serverTimestamp(),
        deleted: countByCollection(leads),
        ...personHashes(key, person),
      });
    }
    await batch.commit();
  }
  return record.id;
}

/**
 * The erasure records of `person`, matched by the keyed hash of either identifier, timestamps as
 * `Date`.
 */
export async function erasuresOf(
  db: Firestore,
  person: Person,
  key: string,
): Promise<Array<{ id: string; fields: Record<string, unknown> }>> {
  const records = new Map<string, Record<string, unknown>>();
  for (const [field, hash] of Object.entries(personHashes(key, person))) {
    const found = await db.collection(ERASURES_COLLECTION).where(field, "==", hash).get();
    for (const document of found.docs) records.set(document.id, plainFields(document.data()));
  }
  return [...records].map(([id, fields]) => ({ id, fields }));
}
