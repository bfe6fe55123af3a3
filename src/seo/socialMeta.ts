import type { PageHead } from "./pageHead";

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

/** One `<meta>` tag as a route's `head()` gives it: Open Graph uses `property`, Twitter cards `name`. */
export type SocialTag = { property: string; content: string } | { name: string; content: string };

const og = (property: string, content: string): SocialTag => ({ property, content });
const twitter = (name: string, content: string): SocialTag => ({ name, content });

/**
 * The Open Graph and Twitter card tags that change with the page: title, description and, for a
 * page with a canonical URL (not the not-found page), `og:url`.
 */
export function pageSocialMeta(head: PageHead): SocialTag[] {
  return [
    og("og:title", head.title),
    og("og:description", head.description),
    ...(head.canonical === null ? [] : [og("og:url", head.canonical)]),
    twitter("twitter:title", head.title),
    twitter("twitter:description", head.description),
  ];
}

/**
 * The Open Graph and Twitter card tags every page of a locale shares: type, site name, the
 * page's language (`og:locale`, when known), the brand's share image and the card type
 * (`summary` for a brand without a share image).
 * @param site.locale Open Graph's form of the language (`hi_IN`), or undefined
 */
export function siteSocialMeta(site: {
  name: string;
  locale: string | undefined;
  image: ShareImage | null;
}): SocialTag[] {
  const { image } = site;
  return [
    og("og:type", "website"),
    og("og:site_name", site.name),
    ...(site.locale === undefined ? [] : [og("og:locale", site.locale)]),
    ...(image
      ? [
          og("og:image", image.url),
          og("og:image:width", String(image.width)),
          og("og:image:height", String(image.height)),
          og("og:image:alt", image.alt),
        ]
      : []),
    twitter("twitter:card", image ? "summary_large_image" : "summary"),
    ...(image
      ? [twitter("twitter:image", image.url), twitter("twitter:image:alt", image.alt)]
      : []),
  ];
}
