import {
  type DocumentReference,
  FieldPath,
  type Firestore,
  type QueryDocumentSnapshot,
} from "firebase-admin/firestore";
import { normalizeEmail } from "../../src/features/subscribe/normalizeEmail";
import {
  ENQUIRY_COLLECTION,
  ENQUIRY_FIELDS,
  type FormCollection,
  SUBSCRIBERS_COLLECTION,
  SUBSCRIPTION_FIELDS,
} from "../../src/lib/leads/leadStore";
import type { Lead } from "./lead";
import { queryPages } from "./leadPages";
import type { Person } from "./person";
import { storedLead } from "./storedLead";

/** Documents read at once by id (`getAll`). */
const READ_CHUNK = 100;

/**
 * The enquiries that hold `person`'s address or number. Enquiries keep the address as the visitor
 * typed it (`Asha@Example.com`), and Firestore compares strings exactly, so every enquiry's
 * `Email` alone is read, a page at a time, and compared lower-cased; the number is stored as its
 * 10 digits, so it is a query.
 */
async function enquiriesOf(
  db: Firestore,
  person: Person,
  pageSize: number,
): Promise<DocumentReference[]> {
  const enquiries = db.collection(ENQUIRY_COLLECTION);
  const found = new Map<string, DocumentReference>();
  const add = (
    page: QueryDocumentSnapshot[],
    test: (document: QueryDocumentSnapshot) => boolean,
  ) => {
    for (const document of page) if (test(document)) found.set(document.id, document.ref);
  };
  const { email, mobile } = person;
  if (email) {
    const addresses = enquiries.select(ENQUIRY_FIELDS.Email).orderBy(FieldPath.documentId());
    for await (const page of queryPages(addresses, pageSize)) {
      add(page, (document) => {
        const stored = document.get(ENQUIRY_FIELDS.Email);
        return typeof stored === "string" && normalizeEmail(stored) === email;
      });
    }
  }
  if (mobile) {
    const numbers = enquiries
      .where(ENQUIRY_FIELDS.Mobile, "==", mobile)
      .select()
      .orderBy(FieldPath.documentId());
    for await (const page of queryPages(numbers, pageSize)) add(page, () => true);
  }
  return [...found.values()];
}

/**
 * Everything held on `person` in the brand's collections (the right of access): the enquiries and
 * orders with their address or number, and the subscriptions and withdrawal requests of their
 * address; newest first.
 * Enquiries are scanned `pageSize` at a time.
 */
export async function findPerson(
  db: Firestore,
  person: Person,
  collections: readonly FormCollection[],
  pageSize: number,
): Promise<Lead[]> {
  const leads: Lead[] = [];
  if (collections.includes(ENQUIRY_COLLECTION)) {
    const references = await enquiriesOf(db, person, pageSize);
    for (let start = 0; start < references.length; start += READ_CHUNK) {
      const documents = await db.getAll(...references.slice(start, start + READ_CHUNK));
      for (const document of documents) {
        if (document.exists) leads.push(storedLead(ENQUIRY_COLLECTION, document));
      }
    }
  }
  if (collections.includes(SUBSCRIBERS_COLLECTION) && person.email) {
    // Every subscription and withdrawal request of the address, stored lower-cased
    // (src/lib/leads/storeSubscription.ts).
    const subscriptions = await db
      .collection(SUBSCRIBERS_COLLECTION)
      .where(SUBSCRIPTION_FIELDS.email, "==", person.email)
      .get();
    for (const document of subscriptions.docs)
      leads.push(storedLead(SUBSCRIBERS_COLLECTION, document));
  }
  return leads.sort((a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0));
}
