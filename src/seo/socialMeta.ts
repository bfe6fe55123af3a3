import type { PageHead } from "../router/pageHead";
import { escapeHtml } from "./escapeHtml";

/** The share image as crawlers fetch it. */
export interface ShareImage {
  /** Absolute URL (`https://…/assets/share-…png`). */
  url: string;
  /** Size in px. */
  width: number;
  height: number;
  /** Text alternative of the image. */
  alt: string;
}

/** One `<meta>` tag: Open Graph uses `property`, Twitter cards use `name`. */
export interface SocialTag {
  attribute: "property" | "name";
  key: string;
  content: string;
}

/**
 * Open Graph and Twitter card tags of a page, from its head (title, description, canonical URL)
 * and the brand's share image; a page without a canonical URL (the not-found page) gets no
 * `og:url`, and a brand without a share image gets a `summary` card.
 */
export function socialMeta(
  head: PageHead,
  site: { name: string; image: ShareImage | null },
): SocialTag[] {
  const og = (key: string, content: string): SocialTag => ({ attribute: "property", key, content });
  const twitter = (key: string, content: string): SocialTag => ({
    attribute: "name",
    key,
    content,
  });
  const { image } = site;
  return [
    og("og:type", "website"),
    og("og:site_name", site.name),
    og("og:title", head.title),
    og("og:description", head.description),
    ...(head.canonical === null ? [] : [og("og:url", head.canonical)]),
    ...(image
      ? [
          og("og:image", image.url),
          og("og:image:width", String(image.width)),
          og("og:image:height", String(image.height)),
          og("og:image:alt", image.alt),
        ]
      : []),
    twitter("twitter:card", image ? "summary_large_image" : "summary"),
    twitter("twitter:title", head.title),
    twitter("twitter:description", head.description),
    ...(image
      ? [twitter("twitter:image", image.url), twitter("twitter:image:alt", image.alt)]
      : []),
  ];
}

/** The tags as HTML, one per line, for prerendered documents. */
export function socialMetaToHtml(tags: readonly SocialTag[]): string {
  return tags
    .map((tag) => `<meta ${tag.attribute}="${tag.key}" content="${escapeHtml(tag.content)}" />`)
    .join("\n    ");
}
