import type { Page } from "playwright-core";
import { expect } from "vitest";
import { waitForHydration } from "../../scripts/lib/waitForHydration";

/**
 * Waits until the site's service worker controls `page` and has saved the page it was
 * registered from (the worker saves it on activation): from then on the site reads offline.
 */
export async function untilWorkerSaved(page: Page): Promise<void> {
  await waitForHydration(page);
  const pathname = new URL(page.url()).pathname;
  await expect
    .poll(
      () =>
        page.evaluate(async (saved) => {
          if (!navigator.serviceWorker.controller) return false;
          const keys = await (await caches.open("pages")).keys();
          return keys.some((request) => new URL(request.url).pathname === saved);
        }, pathname),
      // Installing precaches the brand's scripts, styles and fonts first.
      { timeout: 30_000 },
    )
    .toBe(true);
}
