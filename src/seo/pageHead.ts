import type { TFunction } from "i18next";
import type { Manifest } from "../brand/manifestSchema";
import type { Page } from "../brand/schemas/page";
import { localePath } from "../i18n/localePath";

/** One `<link rel="alternate" hreflang>`: a language (or `x-default`) and the page's URL in it. */
export interface Alternate {
  hreflang: string;
  /** Absolute URL. */
  href: string;
}

/** What a route puts in the document head. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL: the manifest's `siteUrl` plus the route's address; null on the not-found page. */
  canonical: string | null;
  /**
   * The same page in every locale, then `x-default` (the default locale's), when the site has
   * more than one locale; none on the not-found page.
   */
  alternates: readonly Alternate[];
}

/**
 * The head of `page` in `locale`, from the copy strings `<page.key>.title` and
 * `<page.key>.description` (which `t` gives in that locale); no page (the not-found page) gets
 * the `notFound.*` strings and no canonical or alternate links.
 */
export function pageHead(
  manifest: Pick<Manifest, "name" | "siteUrl" | "locales" | "defaultLocale">,
  t: TFunction,
  locale: string,
  page: Pick<Page, "path" | "key"> | null,
): PageHead {
  const title = t(`${page?.key ?? "notFound"}.title`);
  const url = (path: string, inLocale: string) =>
    `${manifest.siteUrl}${localePath(manifest, inLocale, path)}`;
  const alternates =
    page === null || manifest.locales.length < 2
      ? []
      : [
          ...manifest.locales.map((other) => ({ hreflang: other, href: url(page.path, other) })),
          { hreflang: "x-default", href: url(page.path, manifest.defaultLocale) },
        ];
  return {
    title: page?.path === "/" ? `${manifest.name} | ${title}` : `${title} | ${manifest.name}`,
    description: t(`${page?.key ?? "notFound"}.description`),
    canonical: page ? url(page.path, locale) : null,
    alternates,
  };
}
