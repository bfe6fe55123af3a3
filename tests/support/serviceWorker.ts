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

/**
 * Fires a Background Sync event with `tag` in the service worker registered for `origin`, as
 * DevTools' Application panel does (its "Sync" button), through a DevTools session of `page`
 * (any page of the browser: a blank one leaves no page of the site open). The browser decides
 * by itself when to fire a registered sync; a test cannot wait on that.
 * @throws Error when no worker is registered for `origin` within 10 s
 */
export async function dispatchSync(page: Page, origin: string, tag: string): Promise<void> {
  const session = await page.context().newCDPSession(page);
  let registrationId: string | undefined;
  session.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
    const registration = registrations.find(
      (entry) => !entry.isDeleted && entry.scopeURL.startsWith(origin),
    );
    registrationId ??= registration?.registrationId;
  });
  await session.send("ServiceWorker.enable");
  await expect.poll(() => registrationId, { timeout: 10_000 }).toBeDefined();
  if (!registrationId) throw new Error(`no service worker is registered for ${origin}`);
  await session.send("ServiceWorker.dispatchSyncEvent", {
    origin,
    registrationId,
    tag,
    lastChance: false,
  });
  await session.detach();
}
