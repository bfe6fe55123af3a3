import type { Query, QueryDocumentSnapshot } from "firebase-admin/firestore";

/** Documents read per request: about 1 MB of enquiries at their longest. */
export const PAGE_SIZE = 1000;

/**
 * The documents of `query` a page at a time, each page a request that starts after the last
 * document of the one before (a query cursor), so however many there are, only one page is held.
 * `query` must be ordered down to the document id, so the cursor is exact.
 */
export async function* queryPages(
  query: Query,
  pageSize = PAGE_SIZE,
): AsyncGenerator<QueryDocumentSnapshot[]> {
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    const page = await (last ? query.startAfter(last) : query).limit(pageSize).get();
    if (page.docs.length > 0) yield page.docs;
    if (page.docs.length < pageSize) return;
    last = page.docs.at(-1);
  }
}
