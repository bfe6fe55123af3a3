import type { AnyRouteMatch } from "@tanstack/react-router";
import type { PageHead } from "../seo/pageHead";
import { pageSocialMeta } from "../seo/socialMeta";

/** What a route's `head()` returns, in the router's shape (`<HeadContent />` renders it). */
export interface RouteHead {
  meta: NonNullable<AnyRouteMatch["meta"]>;
  links: NonNullable<AnyRouteMatch["links"]>;
}

/**
 * Head tags the build adds on the server only, for tags that are the same on every page of a
 * locale or that only crawlers read (theme colour, icon, share image, `og:locale`, JSON-LD), so
 * the client bundle carries neither them nor their code.
 * @param route the route's locale and its page's manifest path (`/about` for `/hi/about`), or
 *   null for the path on the not-found page
 */
export type SiteHead = (route: { locale: string; path: string | null }) => RouteHead;

/**
 * A page's head tags: title, description, canonical link, the page in the site's other languages
 * (`hreflang`), and the Open Graph and Twitter tags that follow the page (none of which the
 * not-found page's `canonical: null` gets a URL for).
 */
export function routeHead(head: PageHead): RouteHead {
  return {
    meta: [
      { title: head.title },
      { name: "description", content: head.description },
      ...pageSocialMeta(head),
    ],
    links: [
      ...(head.canonical === null ? [] : [{ rel: "canonical", href: head.canonical }]),
      ...head.alternates.map(({ hreflang, href }) => ({
        rel: "alternate",
        hrefLang: hreflang,
        href,
      })),
    ],
  };
}

/** `a`'s tags followed by `b`'s. */
export const mergeRouteHeads = (a: RouteHead, b: RouteHead | undefined): RouteHead => ({
  meta: [...a.meta, ...(b?.meta ?? [])],
  links: [...a.links, ...(b?.links ?? [])],
});

/**
 * `head` with `<meta name="robots" content="noindex">`: for a page no search engine should list
 * (the offline page, which the sitemap leaves out too).
 */
export const noindex = (head: RouteHead): RouteHead => ({
  meta: [...head.meta, { name: "robots", content: "noindex" }],
  links: head.links,
});
