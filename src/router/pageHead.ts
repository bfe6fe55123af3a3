import type { TFunction } from "i18next";
import type { Manifest, Page } from "../brand/manifestSchema";
import { escapeHtml } from "../seo/escapeHtml";

/** What a route puts in the document head. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL: the manifest's `siteUrl` plus the route path; null on the not-found page. */
  canonical: string | null;
}

/**
 * The head of the page at `path`, from the copy strings `<page.key>.title` and
 * `<page.key>.description`; a path no page has gets the not-found strings and no canonical link.
 * @param path route path without fragment, e.g. `/about` (a trailing slash is ignored)
 */
export function pageHead(
  manifest: Pick<Manifest, "name" | "siteUrl"> & { pages: readonly Pick<Page, "path" | "key">[] },
  t: TFunction,
  path: string,
): PageHead {
  const normalised = path.length > 1 ? path.replace(/\/+$/, "") : path;
  const page = manifest.pages.find((candidate) => candidate.path === normalised);
  const key = page?.key ?? "notFound";
  const title = t(`${key}.title`);
  return {
    title: path === "/" ? `${manifest.name} | ${title}` : `${title} | ${manifest.name}`,
    description: t(`${key}.description`),
    canonical: page ? `${manifest.siteUrl}${page.path}` : null,
  };
}

/** The head as HTML tags, for prerendered documents, with the favicon at `iconUrl`. */
export function pageHeadToHtml(head: PageHead, iconUrl: string): string {
  return [
    `<link rel="icon" href="${escapeHtml(iconUrl)}" />`,
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    head.canonical === null ? "" : `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
  ]
    .filter(Boolean)
    .join("\n    ");
}
