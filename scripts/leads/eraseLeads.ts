import { FieldValue, type Firestore } from "firebase-admin/firestore";
import {
  ENQUIRY_FIELDS,
  ERASURES_COLLECTION,
  SUBSCRIPTION_FIELDS,
} from "../../src/lib/leads/leadStore";
import { addressHash } from "./erasureKey";
import type { Lead } from "./lead";
import { countByCollection } from "./leadCounts";
import { type Person, personEmail, personMobile } from "./person";
import { plainFields } from "./storedLead";

/** Writes in one batch: Firestore takes at most 500. */
const BATCH_SIZE = 400;

/** The keyed hash of each identifier of `person`, and the field older records hold it in. */
function personHashes(key: string, person: Person): Array<{ field: string; hash: string }> {
  const given = [
    { field: "emailHash", kind: "email", value: person.email },
    { field: "mobileHash", kind: "mobile", value: person.mobile },
  ] as const;
  return given.flatMap(({ field, kind, value }) =>
    value ? [{ field, hash: addressHash(key, kind, value) }] : [],
  );
}

/**
 * The keyed hashes an erasure record holds: of each identifier the request gave, and of each
 * e-mail address and mobile number the erased leads held (normalised as `find` compares them),
 * so a later look-up by either finds the record, whichever one the erasure was asked by.
 */
export function erasureHashes(
  key: string,
  person: Person,
  leads: readonly Lead[],
): { emailHashes?: string[]; mobileHashes?: string[] } {
  const emails = new Set(person.email ? [person.email] : []);
  const mobiles = new Set(person.mobile ? [person.mobile] : []);
  for (const { fields } of leads) {
    const email = [fields[ENQUIRY_FIELDS.Email], fields[SUBSCRIPTION_FIELDS.email]].find(
      (value) => typeof value === "string",
    );
    const mobile = fields[ENQUIRY_FIELDS.Mobile];
    const normalEmail = typeof email === "string" ? personEmail(email) : undefined;
    const normalMobile = typeof mobile === "string" ? personMobile(mobile) : undefined;
    if (normalEmail) emails.add(normalEmail);
    if (normalMobile) mobiles.add(normalMobile);
  }
  const hashes = (kind: "email" | "mobile", values: ReadonlySet<string>) =>
    [...values].map((value) => addressHash(key, kind, value)).sort();
  return {
    ...(emails.size > 0 ? { emailHashes: hashes("email", emails) } : {}),
    ...(mobiles.size > 0 ? { mobileHashes: hashes("mobile", mobiles) } : {}),
  };
}

/**
 * Deletes `leads` (what `findPerson` found on `person`) and records the erasure in `erasures/`:
 * its time (`erasedAt`, the server's), the counts deleted per collection, and the keyed hashes
 * of the identifiers given and held (`emailHashes`, `mobileHashes`: `erasureHashes`), never an
 * address or number. The record is written
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
        ...erasureHashes(key, person, leads),
      });
    }
    await batch.commit();
  }
  return record.id;
}

/**
 * The erasure records of `person`, matched by the keyed hash of either identifier (among the
 * hashes a record holds), timestamps as `Date`.
 */
export async function erasuresOf(
  db: Firestore,
  person: Person,
  key: string,
): Promise<Array<{ id: string; fields: Record<string, unknown> }>> {
  const records = new Map<string, Record<string, unknown>>();
  const erasures = db.collection(ERASURES_COLLECTION);
  for (const { field, hash } of personHashes(key, person)) {
    // Records hold a list of hashes per kind (`emailHashes`); older ones one hash (`emailHash`).
    const found = await Promise.all([
      erasures.where(`${field}es`, "array-contains", hash).get(),
      erasures.where(field, "==", hash).get(),
    ]);
    for (const document of found.flatMap((snapshot) => snapshot.docs)) {
      records.set(document.id, plainFields(document.data()));
    }
  }
  return [...records].map(([id, fields]) => ({ id, fields }));
}
