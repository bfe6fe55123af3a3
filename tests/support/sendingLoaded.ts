import type { Page } from "playwright-core";

/** The built chunks a form's first touch loads: the outbox's and the Firestore SDK's. */
const SENDING_CHUNKS = ["/assets/outbox-", "/assets/firestoreSdk-"];

/**
 * Waits until `page` has fetched what a form's first touch loads for sending (the outbox and
 * Firestore), so that a test can cut the network after a touch made online. The network going
 * idle is no sign of it: on a loaded machine it can be idle before the touch's import starts.
 */
export async function untilSendingLoaded(page: Page): Promise<void> {
  await page.waitForFunction((chunks) => {
    const loaded = performance.getEntriesByType("resource").map((entry) => entry.name);
    return chunks.every((chunk) => loaded.some((name) => name.includes(chunk)));
  }, SENDING_CHUNKS);
}
