import { localePath, type SiteLocales } from "./localePath.ts";

/**
 * The path, in the default locale (`/hi/subscribe/confirm` in Hindi), of the page a subscription's
 * mailed links open: it confirms the subscription, or withdraws it, from the id and token in the
 * address's fragment. Prerendered for a site whose footer has the subscribe form; never in the
 * sitemap, `noindex`.
 */
export const SUBSCRIPTION_PATH = "/subscribe/confirm";

/** That page in every locale of the site, in manifest order. */
export function subscriptionPaths(site: SiteLocales): { locale: string; path: string }[] {
  return site.locales.map((locale) => ({
    locale,
    path: localePath(site, locale, SUBSCRIPTION_PATH),
  }));
}
