import type { Page } from "playwright-core";

/** The built chunks a form's first touch loads: the outbox's and the Firestore SDK's. */
const SENDING_CHUNKS = ["/assets/outbox-", "/assets/firestoreSdk-"];

/**
 * Waits until `page` has fetched what a form's first touch loads for sending (the outbox and
 * Firestore), so that a test can cut the network after a touch made online. The network going
 * idle is no sign of it: on a loaded machine it can be idle before the touch's import starts.
 * Read through a PerformanceObserver, which Playwright's clock leaves alone (it empties
 * `performance.getEntriesByType`).
 */
export async function untilSendingLoaded(page: Page): Promise<void> {
  await page.evaluate(
    (chunks) =>
      new Promise<void>((resolve) => {
        const seen = new Set<string>();
        const observer = new PerformanceObserver((entries) => {
          for (const entry of entries.getEntries()) {
            for (const chunk of chunks) if (entry.name.includes(chunk)) seen.add(chunk);
          }
          if (seen.size < chunks.length) return;
          observer.disconnect();
          resolve();
        });
        observer.observe({ type: "resource", buffered: true });
      }),
    SENDING_CHUNKS,
  );
}
