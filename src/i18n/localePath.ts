/** The part of a brand manifest that decides where each locale's pages live. */
export interface SiteLocales {
  locales: readonly string[];
  defaultLocale: string;
}

/**
 * The address prefix of `locale`'s pages: none for the default locale (its addresses are the
 * manifest's paths as they are), `/<locale>` for every other (`/hi`).
 */
export function localePrefix(site: SiteLocales, locale: string): string {
  return locale === site.defaultLocale ? "" : `/${locale}`;
}

/**
 * The address of the page at `path` (a manifest path: `/`, `/about`) in `locale`: `/about` and
 * `/` in the default locale, `/hi/about` and `/hi` in Hindi (no trailing slash, as Hosting
 * serves it).
 */
export function localePath(site: SiteLocales, locale: string, path: string): string {
  const prefix = localePrefix(site, locale);
  if (prefix === "") return path;
  return path === "/" ? prefix : `${prefix}${path}`;
}

/**
 * The locale an address is in and the manifest path it names: `/hi/about` → `hi`, `/about`;
 * `/hi` → `hi`, `/`; an address whose first segment names no other locale is the default
 * locale's (`/about` → `en`, `/about`).
 */
export function splitLocalePath(
  site: SiteLocales,
  pathname: string,
): { locale: string; path: string } {
  const first = pathname.split("/")[1] ?? "";
  if (first === site.defaultLocale || !site.locales.includes(first)) {
    return { locale: site.defaultLocale, path: pathname };
  }
  return { locale: first, path: pathname.slice(first.length + 1) || "/" };
}
