import { type Firestore, Timestamp } from "firebase-admin/firestore";
import {
  CREATED_AT,
  type FormCollection,
  SUBSCRIBERS_COLLECTION,
  SUBSCRIPTION_FIELDS,
  type SubscriptionState,
} from "../../src/lib/leads/leadStore";
import type { LeadCounts } from "./leadCounts";
import { storedLead } from "./storedLead";
import { subscribersOf } from "./subscribersOf";
import { subscriptionState } from "./subscriptionState";

/** Deletions in one batch (Firestore takes at most 500 writes in one). */
const BATCH_SIZE = 500;

const olderThan = (db: Firestore, collection: FormCollection, cutoff: Date) =>
  db.collection(collection).where(CREATED_AT, "<", Timestamp.fromDate(cutoff));

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
    const oldest = olderThan(db, collection, cutoff).orderBy(CREATED_AT).select().limit(BATCH_SIZE);
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

/**
 * How long a subscription may wait for its confirmation, in days (7): `purge` then deletes it,
 * and its confirmation link no longer works.
 */
export const PENDING_SUBSCRIPTION_DAYS = 7;

/**
 * The subscription documents `purge` deletes whatever the retention period: those pending (never
 * confirmed) for more than `PENDING_SUBSCRIPTION_DAYS`, and those withdrawn (by their own link, or
 * confirmed before a later link of their address withdrew it: `subscriptionState`), withdrawal
 * requests included. Confirmed subscriptions stay, with their notice version and `confirmedAt`,
 * the proof of consent, until the retention period. Equality queries on `state` only, so
 * production needs no composite index.
 */
export async function subscriptionsToPurge(db: Firestore, now: Date): Promise<string[]> {
  const subscribers = db.collection(SUBSCRIBERS_COLLECTION);
  const inState = (state: SubscriptionState) =>
    subscribers.where(SUBSCRIPTION_FIELDS.state, "==", state).get();
  const cutoff = now.getTime() - PENDING_SUBSCRIPTION_DAYS * 24 * 60 * 60 * 1000;
  const ids = new Set<string>();
  const pending = await inState("pending");
  for (const document of pending.docs) {
    const createdAt = storedLead(SUBSCRIBERS_COLLECTION, document).createdAt;
    if (createdAt && createdAt.getTime() < cutoff) ids.add(document.id);
  }
  const withdrawn = await inState("withdrawn");
  const addresses = new Set<string>();
  for (const document of withdrawn.docs) {
    ids.add(document.id);
    const email = document.get(SUBSCRIPTION_FIELDS.email);
    if (typeof email === "string") addresses.add(email);
  }
  for (const email of addresses) {
    const sameAddress = await subscribersOf(db, email);
    for (const lead of sameAddress) {
      if (subscriptionState(lead, sameAddress) === "withdrawn") ids.add(lead.id);
    }
  }
  return [...ids];
}

/** Deletes the subscription documents `ids` (`subscriptionsToPurge`), 500 a batch. */
export async function purgeSubscriptions(db: Firestore, ids: readonly string[]): Promise<void> {
  for (let start = 0; start < ids.length; start += BATCH_SIZE) {
    const batch = db.batch();
    for (const id of ids.slice(start, start + BATCH_SIZE)) {
      batch.delete(db.collection(SUBSCRIBERS_COLLECTION).doc(id));
    }
    await batch.commit();
  }
}
