import { useRouterState } from "@tanstack/react-router";
import { useBrand } from "../../brand/BrandContext";
import { localePath, splitLocalePath } from "../../i18n/localePath";

/** A link to the page being shown in another of the site's locales. */
export interface LocaleLink {
  locale: string;
  /** The locale's own name (`हिन्दी`), in that locale. */
  name: string;
  /** The same page's address in that locale (`/hi/about` from `/about`). */
  href: string;
}

/**
 * The page being shown in each of the site's other locales, in manifest order: none for a site
 * with one locale.
 */
export function useLocaleLinks(): LocaleLink[] {
  const { manifest } = useBrand();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const { locale, path } = splitLocalePath(manifest, pathname);
  return manifest.locales
    .filter((other) => other !== locale)
    .map((other) => ({
      locale: other,
      name: manifest.localeNames[other] ?? other,
      href: localePath(manifest, other, path),
    }));
}
