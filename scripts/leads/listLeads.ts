import { FieldPath, type Firestore, Timestamp } from "firebase-admin/firestore";
import {
  CREATED_AT,
  ENQUIRY_COLLECTION,
  ENQUIRY_FIELDS,
  type FormCollection,
  SUBSCRIBERS_COLLECTION,
  SUBSCRIPTION_FIELDS,
  type SubscriptionState,
} from "../../src/lib/leads/leadStore";
import type { Lead } from "./lead";
import { queryPages } from "./leadPages";
import { storedLead } from "./storedLead";
import { subscribersOf } from "./subscribersOf";
import { subscriptionState } from "./subscriptionState";

/** Which leads `list` shows. */
export interface LeadFilter {
  /** The brand's collections to read (`brandCollections`), or one of them. */
  collections: readonly FormCollection[];
  /** Only leads stored at or after this moment. */
  since?: Date;
  /** Only enquiries sent from a page in this locale. */
  locale?: string;
  /** Only enquiries for this Services choice. */
  service?: string;
  /**
   * Only subscriptions in this state (`subscriptionState`, which each listed subscription's
   * `state` then shows), or `all`; unset reads as `confirmed`, so an export never holds an
   * address that did not confirm, or withdrew.
   */
  state?: SubscriptionState | "all";
}

/** The collections a filter reads: a locale or service filter is about enquiries alone. */
const collectionsRead = (filter: LeadFilter): FormCollection[] =>
  filter.collections.filter(
    (collection) =>
      collection === ENQUIRY_COLLECTION ||
      (filter.locale === undefined && filter.service === undefined),
  );

/**
 * A collection's leads, newest first (`createdAt` descending, then the document id descending,
 * so the cursor is exact and the query needs only Firestore's automatic single-field index).
 */
function newestFirstQuery(db: Firestore, collection: FormCollection, since: Date | undefined) {
  const query = db
    .collection(collection)
    .orderBy(CREATED_AT, "desc")
    .orderBy(FieldPath.documentId(), "desc");
  return since ? query.where(CREATED_AT, ">=", Timestamp.fromDate(since)) : query;
}

async function* collectionLeads(
  db: Firestore,
  collection: FormCollection,
  since: Date | undefined,
  pageSize: number,
): AsyncGenerator<Lead> {
  for await (const page of queryPages(newestFirstQuery(db, collection, since), pageSize)) {
    for (const document of page) yield storedLead(collection, document);
  }
}

/** Whether `a` comes before `b`: newer first; at the same time by collection, then id descending. */
function before(a: Lead, b: Lead): boolean {
  const time = (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0);
  if (time !== 0) return time > 0;
  if (a.collection !== b.collection) return a.collection < b.collection;
  return a.id > b.id;
}

/** The next lead of a stream, or undefined at its end. */
async function take(stream: AsyncGenerator<Lead>): Promise<Lead | undefined> {
  const result = await stream.next();
  return result.done ? undefined : result.value;
}

/** Several newest-first streams as one newest-first stream, holding one lead of each. */
async function* merged(streams: AsyncGenerator<Lead>[]): AsyncGenerator<Lead> {
  const heads = await Promise.all(streams.map(take));
  for (;;) {
    let first: number | undefined;
    for (const [index, lead] of heads.entries()) {
      const current = first === undefined ? undefined : heads[first];
      if (lead && (!current || before(lead, current))) first = index;
    }
    const stream = first === undefined ? undefined : streams[first];
    const lead = first === undefined ? undefined : heads[first];
    if (first === undefined || !stream || !lead) return;
    yield lead;
    heads[first] = await take(stream);
  }
}

/**
 * The leads `filter` selects, newest first across the brand's collections, read `pageSize` at a
 * time with query cursors: memory stays bounded however many there are. The time filter is part of the
 * query; the locale, service and subscription-state filters are applied to each page read, so
 * production needs no composite index (a subscription's state reads the other documents of its
 * address: one query on `email` each).
 */
export async function* listLeads(
  db: Firestore,
  filter: LeadFilter,
  pageSize: number,
): AsyncGenerator<Lead> {
  const streams = collectionsRead(filter).map((collection) =>
    collectionLeads(db, collection, filter.since, pageSize),
  );
  const wanted = filter.state ?? "confirmed";
  for await (const lead of merged(streams)) {
    if (filter.locale !== undefined && lead.fields[ENQUIRY_FIELDS.Locale] !== filter.locale)
      continue;
    if (filter.service !== undefined && lead.fields[ENQUIRY_FIELDS.Services] !== filter.service)
      continue;
    if (lead.collection !== SUBSCRIBERS_COLLECTION) {
      yield lead;
      continue;
    }
    const stored = lead.fields[SUBSCRIPTION_FIELDS.email];
    const email = typeof stored === "string" ? stored : "";
    const state = subscriptionState(lead, await subscribersOf(db, email));
    if (wanted === "all" || state === wanted)
      yield { ...lead, fields: { ...lead.fields, [SUBSCRIPTION_FIELDS.state]: state } };
  }
}

/**
 * How many leads the filter's collections hold in its time span, counted by Firestore (an
 * aggregation, no document read), before the locale and service filters.
 */
export async function countLeads(db: Firestore, filter: LeadFilter): Promise<number> {
  const counts = await Promise.all(
    collectionsRead(filter).map(async (collection) => {
      const all = db.collection(collection);
      const query = filter.since
        ? all.where(CREATED_AT, ">=", Timestamp.fromDate(filter.since))
        : all;
      return (await query.count().get()).data().count;
    }),
  );
  return counts.reduce((sum, count) => sum + count, 0);
}
