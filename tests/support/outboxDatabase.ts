import type { Page } from "playwright-core";

/**
 * Every record of the site's outbox in `page`'s browser, as stored. Reading never creates the
 * database: an open that would create it is aborted (no records).
 */
export function outboxRecords(page: Page): Promise<Array<Record<string, unknown>>> {
  return page.evaluate(
    () =>
      new Promise<Array<Record<string, unknown>>>((resolve, reject) => {
        const open = indexedDB.open("outbox");
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => (open.error?.name === "AbortError" ? resolve([]) : reject(open.error));
        open.onsuccess = () => {
          const all = open.result.transaction("leads").objectStore("leads").getAll();
          all.onsuccess = () => {
            open.result.close();
            resolve(all.result);
          };
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

/**
 * What the site's outbox holds in `page`'s browser: whether a lead waits (`outbox:pending`), how
 * many records it has, and how many still hold a lead (personal data: a lead as this version
 * keeps it, `lead`, or as the version before kept it, flat `fields`).
 */
export async function outboxState(
  page: Page,
): Promise<{ pending: boolean; records: number; withLead: number }> {
  const pending = await page.evaluate(() => localStorage.getItem("outbox:pending") === "1");
  const records = await outboxRecords(page);
  return {
    pending,
    records: records.length,
    withLead: records.filter((record) => "lead" in record || "fields" in record).length,
  };
}

/**
 * Puts `record` into the site's outbox in `page`'s browser under its `id`, as the outbox itself
 * writes (idb-keyval: database `outbox`, object store `leads`, created when missing, out-of-line
 * keys), so a test can leave there what an earlier version of the site queued.
 */
export function putOutboxRecord(
  page: Page,
  record: { id: string; [field: string]: unknown },
): Promise<void> {
  return page.evaluate(
    (value) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open("outbox");
        open.onupgradeneeded = () => open.result.createObjectStore("leads");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const transaction = open.result.transaction("leads", "readwrite");
          transaction.objectStore("leads").put(value, value.id);
          transaction.oncomplete = () => {
            open.result.close();
            resolve();
          };
          transaction.onerror = () => reject(transaction.error);
        };
      }),
    record,
  );
}
