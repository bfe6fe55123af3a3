import type { TFunction } from "i18next";
import type { Manifest, Page } from "../brand/manifestSchema";

/** What a route puts in the document head. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL: the manifest's `siteUrl` plus the route path; null on the not-found page. */
  canonical: string | null;
}

/**
 * The head of `page`, from the copy strings `<page.key>.title` and `<page.key>.description`; no
 * page (the not-found page) gets the `notFound.*` strings and no canonical link.
 */
export function pageHead(
  manifest: Pick<Manifest, "name" | "siteUrl">,
  t: TFunction,
  page: Pick<Page, "path" | "key"> | null,
): PageHead {
  const title = t(`${page?.key ?? "notFound"}.title`);
  return {
    title: page?.path === "/" ? `${manifest.name} | ${title}` : `${title} | ${manifest.name}`,
    description: t(`${page?.key ?? "notFound"}.description`),
    canonical: page ? `${manifest.siteUrl}${page.path}` : null,
  };
}
