import { useRouterState } from "@tanstack/react-router";
import { useBrand } from "../../brand/BrandContext";
import { useHydrated } from "../../components/useHydrated";
import { localePath, splitLocalePath } from "../../i18n/localePath";

/** A link to the page being shown in another of the site's locales. */
export interface LocaleLink {
  locale: string;
  /** The locale's own name (`हिन्दी`), in that locale. */
  name: string;
  /** The same page's address in that locale (`/hi/about` from `/about`). */
  href: string;
  /** The address's query, parsed, kept once the app runs (`{}` before). */
  search: Record<string, unknown>;
  /** The address's fragment without its `#`, kept once the app runs (`""` before). */
  hash: string;
}

/**
 * The page being shown in each of the site's other locales, in manifest order: none for a site
 * with one locale. The links keep the address's query and fragment (a campaign's tags, the
 * section read), but only once the app runs: the prerendered page knows neither, and hydration
 * must render what it rendered.
 */
export function useLocaleLinks(): LocaleLink[] {
  const { manifest } = useBrand();
  const { pathname, search, hash } = useRouterState({ select: (state) => state.location });
  const hydrated = useHydrated();
  const { locale, path } = splitLocalePath(manifest, pathname);
  return manifest.locales
    .filter((other) => other !== locale)
    .map((other) => ({
      locale: other,
      name: manifest.localeNames[other] ?? other,
      href: localePath(manifest, other, path),
      search: hydrated ? search : {},
      hash: hydrated ? hash : "",
    }));
}
