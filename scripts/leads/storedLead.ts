import { type DocumentSnapshot, Timestamp } from "firebase-admin/firestore";
import { CREATED_AT, type FormCollection } from "../../src/lib/leads/leadStore";
import type { Lead } from "./lead";

/** A Firestore value with its timestamps as `Date`, inside lists and maps too. */
function plainValue(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map(plainValue);
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plainValue(item)]));
  }
  return value;
}

/** A document's fields with their timestamps as `Date`. */
export function plainFields(data: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, plainValue(value)]));
}

/** A stored document of `collection` as a `Lead` (an empty one when it does not exist). */
export function storedLead(collection: FormCollection, snapshot: DocumentSnapshot): Lead {
  const fields = plainFields(snapshot.data() ?? {});
  const createdAt = fields[CREATED_AT];
  return {
    collection,
    id: snapshot.id,
    createdAt: createdAt instanceof Date ? createdAt : undefined,
    fields,
  };
}
