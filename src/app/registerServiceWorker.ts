/**
 * Where the build writes the service worker (scripts/siteBuild/serviceWorker/serviceWorker.ts): at the site's
 * root, so its scope is the whole site. Hosting serves it with `Cache-Control: no-cache`, so the
 * browser's update check always compares it with the deployed one.
 */
export const SERVICE_WORKER_URL = "/sw.js";

/**
 * Registers the site's service worker (offline reading, docs/offline.md), or, when the build has
 * it off (`SERVICE_WORKER=off`, the dev server), unregisters one an earlier build left on this
 * origin, so it stops answering for the site. Does nothing where the browser has no service
 * workers (an insecure origin). Never throws: a failed registration leaves the site as it is
 * without one.
 */
export function registerServiceWorker(enabled: boolean): void {
  if (!("serviceWorker" in navigator)) return;
  const container = navigator.serviceWorker;
  if (enabled) {
    container.register(SERVICE_WORKER_URL).catch((error: unknown) => {
      console.warn(`The service worker was not registered: ${String(error)}`);
    });
    return;
  }
  void container
    .getRegistrations()
    .then((registrations) => Promise.all(registrations.map((entry) => entry.unregister())));
}
