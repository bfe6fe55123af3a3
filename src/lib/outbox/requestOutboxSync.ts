/**
 * The Background Sync tag under which a page asks the site's service worker to deliver the
 * outbox once the browser is online (src/app/serviceWorker/deliverOnSync.ts).
 */
export const OUTBOX_SYNC_TAG = "outbox";

/**
 * Asks the site's service worker to deliver this browser's outbox when the connection is back,
 * even after every page of the site is closed (Background Sync; Chromium-based browsers have it).
 * Where the browser lacks it, or no worker is registered (`SERVICE_WORKER=off`, an insecure
 * origin), nothing happens: the next visit delivers. Never rejects.
 */
export async function requestOutboxSync(): Promise<void> {
  try {
    if (!("serviceWorker" in navigator)) return;
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.sync?.register(OUTBOX_SYNC_TAG);
  } catch (error) {
    console.warn("Background Sync was not registered:", error);
  }
}
