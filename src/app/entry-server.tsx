import {
  createMemoryHistory,
  createRouter,
  HeadContent,
  RouterContextProvider,
} from "@tanstack/react-router";
import { renderToString } from "react-dom/server";
import { assetUrl, images, manifest } from "../brand/brand";
import { copyVariables } from "../brand/copyVariables";
import type { PageEntry } from "../brand/splitBrand";
import { createLocaleI18n, type LocaleI18n } from "../i18n/localeI18n";
import { localePath } from "../i18n/localePath";
import { offlinePaths } from "../i18n/offlinePath";
import { subscriptionPaths } from "../i18n/subscriptionPath";
import { OfflinePage } from "../pages/OfflinePage";
import { type AppRouter, createAppRouter } from "../router/createAppRouter";
import { mergeRouteHeads, type SiteHead } from "../router/routeHead";
import { App } from "./App";
import { withoutHoisted } from "./withoutHoisted";

/** One prerendered route: the app's HTML for `#root` and the tags for `<head>`. */
export interface RenderedRoute {
  html: string;
  /** The route's head tags (title, description, canonical, social tags, icon, ...) as HTML. */
  head: string;
}

/** A page in one locale: its address (`/hi/about`), the locale and the page's route entry. */
export interface LocaleRoute {
  path: string;
  locale: string;
  page: PageEntry;
}

/** The locale of the addresses without a locale prefix, and of `404.html`. */
export const defaultLocale: string = manifest.defaultLocale;

/** Every page of the brand in every locale, locale by locale in manifest order. */
export const localeRoutes: readonly LocaleRoute[] = manifest.locales.flatMap((locale) =>
  manifest.pages.map((page) => ({ path: localePath(manifest, locale, page.path), locale, page })),
);

/** The offline page in every locale (`/offline`, `/hi/offline`), which the service worker shows. */
export const offlineRoutes: readonly { path: string; locale: string }[] = offlinePaths(manifest);

/**
 * The page a subscription's mailed links open, in every locale (`/subscribe/confirm`,
 * `/hi/subscribe/confirm`), for a site whose footer has the subscribe form; none otherwise.
 */
export const subscriptionRoutes: readonly { path: string; locale: string }[] =
  manifest.footer.variant === "subscribe" ? subscriptionPaths(manifest) : [];

/** What the route being rendered reads: its own copy instances and the build's head tags. */
let rendering: { i18n: LocaleI18n; siteHead?: SiteHead } | undefined;

/**
 * The routes, made once, reading the copy and head tags of the route being rendered: TanStack
 * Router processes a route tree once per server process (by its identity), so a new router per
 * route over this tree costs that route alone, where a tree made per route cost every route of
 * the site each time (a build of 2,000 routes spent most of its prerender there).
 */
let template: AppRouter | undefined;

/** A fresh router at `path` over the routes made once (`template`). */
function routerAt(path: string): AppRouter {
  const current = () => {
    if (!rendering) throw new Error("No route is being rendered");
    return rendering;
  };
  const icon = { meta: [], links: [{ rel: "icon", href: assetUrl(manifest.icon) }] };
  template ??= createAppRouter(
    manifest,
    createMemoryHistory(),
    (locale) => current().i18n(locale),
    {
      siteHead: (route) => mergeRouteHeads(icon, current().siteHead?.(route)),
      offlinePage: OfflinePage,
    },
  );
  return createRouter({
    ...template.options,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
}

/**
 * Renders the app at `path` to HTML, as the build's prerender step needs it. The head is the
 * routes' `head()` (as `<HeadContent />` renders it on the client too), plus the favicon and
 * `siteHead`'s tags, which only the prerender writes. One route at a time: await each call
 * before the next.
 * @param path an address such as `/about` or `/hi/about`; one with no page renders the
 *   not-found page of its locale
 * @param siteHead the build's site-wide tags and JSON-LD (scripts/siteBuild/prerender/brandSeo.ts)
 */
export async function render(path: string, siteHead?: SiteHead): Promise<RenderedRoute> {
  rendering = { i18n: createLocaleI18n((locale) => copyVariables(manifest, locale)), siteHead };
  const router = routerAt(path);
  await router.load();
  const { hoisted, html } = withoutHoisted(
    renderToString(<App brand={{ manifest, assetUrl, images }} router={router} />),
  );
  // Apart from #root: rendered inside it, React would put the head tags before the app's HTML.
  const head = renderToString(
    <RouterContextProvider router={router}>
      <HeadContent />
    </RouterContextProvider>,
  );
  return { html, head: `${head}${hoisted}` };
}
