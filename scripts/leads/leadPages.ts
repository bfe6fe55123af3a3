import type { Query, QueryDocumentSnapshot } from "firebase-admin/firestore";

/**
 * Documents read per request from production: a few hundred KB of typical enquiries, about 15 MB
 * if every message were 5,000 Devanagari characters.
 */
export const PAGE_SIZE = 1000;

/**
 * Documents read per request from the local emulator, which sorts the whole collection for every
 * query (seconds at 100,000 documents) where production reads an index: fewer, larger pages.
 */
export const EMULATOR_PAGE_SIZE = 5000;

/**
 * The documents of `query` a page at a time, each page a request that starts after the last
 * document of the one before (a query cursor), so however many there are, only one page is held.
 * `query` must be ordered down to the document id, so the cursor is exact.
 */
export async function* queryPages(
  query: Query,
  pageSize: number,
): AsyncGenerator<QueryDocumentSnapshot[]> {
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    const page = await (last ? query.startAfter(last) : query).limit(pageSize).get();
    if (page.docs.length > 0) yield page.docs;
    if (page.docs.length < pageSize) return;
    last = page.docs.at(-1);
  }
}
