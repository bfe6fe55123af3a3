import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import {
  cleanupOutdatedCaches,
  matchPrecache,
  type PrecacheEntry,
  precacheAndRoute,
} from "workbox-precaching";
import { NavigationRoute, registerRoute, setCatchHandler } from "workbox-routing";
import { CacheFirst, NetworkFirst } from "workbox-strategies";
import { localePath, type SiteLocales, splitLocalePath } from "../../i18n/localePath";
import { OFFLINE_PATH } from "../../i18n/offlinePath";
import { deliverOnSync, type SyncEvent } from "./deliverOnSync";
import { pageTitle, type SavedPage, withSavedPages } from "./withSavedPages";

// The site's service worker (docs/offline.md), compiled by scripts/siteBuild/serviceWorker/serviceWorker.ts,
// which also fills in `self.__WB_MANIFEST` (the precache list) and `SITE_LOCALES`.

/** An event whose work the browser waits for (the worker's `activate`). */
interface WaitingEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}

/**
 * What this worker uses of its global scope. The project is type-checked with the DOM's
 * library, not the worker's, so the worker names these itself.
 */
declare const self: {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  location: { origin: string };
  clients: { matchAll(options: { type: "window" }): Promise<readonly { url: string }[]> };
  skipWaiting(): Promise<void>;
  addEventListener(type: "install", listener: () => void): void;
  addEventListener(type: "activate", listener: (event: WaitingEvent) => void): void;
  addEventListener(type: "sync", listener: (event: SyncEvent) => void): void;
};

/** The brand's locales (its manifest's), set by the build. */
declare const SITE_LOCALES: SiteLocales;

/** Pages the visitor has opened: the cache the navigations write. */
const PAGES_CACHE = "pages";
const DAY_SECONDS = 24 * 60 * 60;

// A new worker takes over at once, and the pages open now with it: with network-first
// navigations, the next page a visitor opens is the deployed one, and its scripts come from the
// new precache or the network. The old precache is deleted.
self.addEventListener("install", () => {
  void self.skipWaiting();
});
clientsClaim();
cleanupOutdatedCaches();

// The brand's scripts, styles and fonts, and the offline page in every locale.
precacheAndRoute(self.__WB_MANIFEST);

// Pages: the network first, so a visitor online always gets the deployed page; the saved copy
// when the network fails or takes longer than 3 s. A page found by the address with any query
// (`/?choice=…` is the home page).
const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: 3,
  matchOptions: { ignoreSearch: true },
  plugins: [new ExpirationPlugin({ maxEntries: 50, maxAgeSeconds: 30 * DAY_SECONDS })],
});
registerRoute(new NavigationRoute(pages));

// The site's pictures: the saved copy first (their names change with their content), at most
// 100 of them, each for 30 days; dropped first when the browser runs out of room.
registerRoute(
  ({ request, url }) => request.destination === "image" && url.origin === self.location.origin,
  new CacheFirst({
    cacheName: "images",
    plugins: [
      new ExpirationPlugin({
        maxEntries: 100,
        maxAgeSeconds: 30 * DAY_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

// A page neither the network nor the cache has: the offline page in the address's language.
setCatchHandler(async ({ request, url }) =>
  request.mode === "navigate" ? offlinePage(url) : Response.error(),
);

// The page that registered the worker was loaded before it ran: save it now, with its
// language's home page, which the offline page links to.
self.addEventListener("activate", (event) => {
  event.waitUntil(saveOpenPages(event));
});

// Leads sent offline: delivered once the browser is online, even with no page of the site open.
self.addEventListener("sync", deliverOnSync);

/** Saves the pages open in the site's windows, and the home page of each one's language. */
async function saveOpenPages(event: WaitingEvent): Promise<void> {
  const windows = await self.clients.matchAll({ type: "window" });
  const addresses = new Set<string>();
  for (const { url } of windows) {
    const address = new URL(url);
    if (address.origin !== self.location.origin) continue;
    const { locale } = splitLocalePath(SITE_LOCALES, address.pathname);
    addresses.add(`${address.origin}${address.pathname}`);
    addresses.add(`${address.origin}${localePath(SITE_LOCALES, locale, "/")}`);
  }
  await Promise.all(
    [...addresses].map((request) => pages.handle({ event, request }).catch(() => undefined)),
  );
}

/**
 * The precached offline page of `url`'s locale, listing the pages of that locale saved on the
 * device; a network error when the precache lacks it (it never should).
 */
async function offlinePage(url: URL): Promise<Response> {
  const { locale } = splitLocalePath(SITE_LOCALES, url.pathname);
  const offline = await matchPrecache(localePath(SITE_LOCALES, locale, OFFLINE_PATH));
  if (!offline) return Response.error();
  const headers = new Headers(offline.headers);
  // The body below is decoded and longer than the one these described.
  headers.delete("Content-Length");
  headers.delete("Content-Encoding");
  const html = withSavedPages(await offline.text(), await savedPages(locale));
  return new Response(html, { status: 200, headers });
}

/** The pages of `locale` in the pages cache, but its home page (the offline page links it). */
async function savedPages(locale: string): Promise<SavedPage[]> {
  const cache = await caches.open(PAGES_CACHE);
  const listed = new Set([localePath(SITE_LOCALES, locale, "/")]);
  const saved: SavedPage[] = [];
  for (const request of await cache.keys()) {
    const { pathname } = new URL(request.url);
    if (listed.has(pathname) || splitLocalePath(SITE_LOCALES, pathname).locale !== locale) continue;
    listed.add(pathname);
    const response = await cache.match(request);
    const title = response ? pageTitle(await response.text()) : null;
    saved.push({ href: pathname, title: title ?? pathname });
  }
  return saved;
}
