import { localePath, type SiteLocales } from "./localePath.ts";

/**
 * The offline page's path in the default locale (`/hi/offline` in Hindi): the page the service
 * worker shows for an address it has no copy of while the visitor is offline. Prerendered and
 * precached, never in the sitemap, `noindex`.
 */
export const OFFLINE_PATH = "/offline";

/**
 * The offline page's copy prefix and page key (`offline.heading`, `offline.title`;
 * src/pages/OfflinePage.tsx): only the prerender renders the page, so its copy ships in no chunk
 * of the browser's (src/brand/splitBrand.ts).
 */
export const OFFLINE_COPY = "offline";

/** The offline page in every locale of the site, in manifest order: `/offline`, `/hi/offline`. */
export function offlinePaths(site: SiteLocales): { locale: string; path: string }[] {
  return site.locales.map((locale) => ({ locale, path: localePath(site, locale, OFFLINE_PATH) }));
}

/**
 * The attribute of the offline page's list of saved pages (src/pages/OfflinePage.tsx), to which
 * the service worker adds a link to each page it has saved (src/app/serviceWorker/); the
 * prerendered list holds the home page alone.
 */
export const SAVED_PAGES_ATTRIBUTE = "data-saved-pages";
