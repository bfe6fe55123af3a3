import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  type RouterHistory,
} from "@tanstack/react-router";
import type { i18n } from "i18next";
import { type BrandPageChunk, loadPageChunk } from "../brand/brand";
import type { SiteManifest } from "../brand/splitBrand";
import { addCopy } from "../i18n/addCopy";
import { Layout } from "../layout/Layout";
import { withTimeout } from "../lib/lazyModule/withTimeout";
import { NotFoundPage } from "../pages/NotFoundPage";
import { PageLoadError } from "../pages/PageLoadError";
import { PageView } from "../pages/PageView";
import { loadSectionComponent } from "../sections/sectionComponents";
import { pageHead } from "../seo/pageHead";
import type { RouterContext } from "./RouterContext";
import { mergeRouteHeads, routeHead, type SiteHead } from "./routeHead";

/**
 * How long a route's chunks may take to arrive before the route shows `PageLoadError`, in ms:
 * they are a few KB, so a wait this long means a stalled connection, not a slow one.
 */
const PAGE_LOAD_TIMEOUT_MS = 8000;

/** Loads a page's chunk by page key (by default the built brand's, `virtual:brand-route/<key>`). */
export type PageChunkLoader = (key: string) => Promise<BrandPageChunk>;

/** Optional parts of the router: what the prerender and the tests pass in. */
export interface AppRouterOptions {
  /** Loads a page's chunk; tests pass the split of a brand they loaded themselves. */
  loadPage?: PageChunkLoader;
  /** The build's server-only head tags (prerender only). */
  siteHead?: SiteHead;
}

/**
 * Composes the route tree from the manifest: one route per `pages[]` entry under a root layout
 * (header, main, footer), and a not-found page for every other path. Each route's loader fetches
 * its page's chunk and the components of its section types side by side and adds the page's
 * copy to `i18n`, so the page renders synchronously (a route's first load carries only
 * what it renders); when they fail or stall the route shows `PageLoadError`. Links preload a
 * route's loader on intent (hover, focus, touch start). Each route's `head()`, which the router
 * runs after its loader, gives its title, description, canonical link and social tags, which
 * `<HeadContent />` renders both in the prerender and after client-side navigation.
 *
 * Scrolling is ours (see `installScrollOnNavigate`): the router's own handling scrolls to the
 * top or to the fragment, while spec §2 wants the top and then the fragment.
 * @param manifest the brand's manifest as every route ships it
 * @param history browser history on the client, memory history when prerendering
 * @param i18n the app's copy strings, handed to every route as router context; each route's
 * loader extends them with its page's
 */
export function createAppRouter(
  manifest: SiteManifest,
  history: RouterHistory,
  i18n: i18n,
  { loadPage = loadPageChunk, siteHead }: AppRouterOptions = {},
) {
  const rootRoute = createRootRouteWithContext<RouterContext>()({
    component: Layout,
    notFoundComponent: NotFoundPage,
    // An unknown path matches the root route alone: then the root gives the not-found head.
    head: ({ match, matches }) => {
      const leaf = matches.length === 1 ? null : (matches.at(-1)?.fullPath ?? null);
      const own = leaf === null ? routeHead(pageHead(manifest, match.context.i18n.t, null)) : null;
      return mergeRouteHeads(own ?? { meta: [], links: [] }, siteHead?.(leaf));
    },
  });
  const pageRoutes = manifest.pages.map((entry) => {
    const route = createRoute({
      getParentRoute: () => rootRoute,
      path: entry.path,
      loader: async ({ context }) => {
        const [chunk] = await withTimeout(
          Promise.all([loadPage(entry.key), ...entry.sectionTypes.map(loadSectionComponent)]),
          PAGE_LOAD_TIMEOUT_MS,
          `loading the page ${entry.path}`,
        );
        addCopy(context.i18n, chunk.resources);
        return chunk;
      },
      head: ({ match }) => routeHead(pageHead(manifest, match.context.i18n.t, entry)),
      component: function Page() {
        return <PageView chunk={route.useLoaderData()} />;
      },
      errorComponent: PageLoadError,
    });
    return route;
  });
  return createRouter({
    routeTree: rootRoute.addChildren(pageRoutes),
    history,
    context: { i18n },
    defaultPreload: "intent",
    scrollRestoration: () => false,
    defaultHashScrollIntoView: false,
  });
}

/** The router type of this app. */
export type AppRouter = ReturnType<typeof createAppRouter>;
