import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  type RouterHistory,
} from "@tanstack/react-router";
import type { i18n } from "i18next";
import type { Manifest } from "../brand/manifestSchema";
import { Layout } from "../components/Layout";
import { NotFoundPage } from "../pages/NotFoundPage";
import { PageView } from "../pages/PageView";
import { pageHead } from "./pageHead";
import type { RouterContext } from "./RouterContext";
import { mergeRouteHeads, routeHead, type SiteHead } from "./routeHead";

/**
 * Composes the route tree from the manifest: one route per `pages[]` entry under a root layout
 * (header, main, footer), and a not-found page for every other path. Each route's `head()` gives
 * its title, description, canonical link and social tags, which `<HeadContent />` renders both
 * in the prerender and after client-side navigation.
 *
 * Scrolling is ours (see `installScrollOnNavigate`): the router's own handling scrolls to the
 * top or to the fragment, while spec section 2 wants the top and then the fragment.
 * @param manifest the validated brand manifest
 * @param history browser history on the client, memory history when prerendering
 * @param i18n the copy strings, handed to every route as router context
 * @param siteHead the build's server-only head tags (prerender only)
 */
export function createAppRouter(
  manifest: Manifest,
  history: RouterHistory,
  i18n: i18n,
  siteHead?: SiteHead,
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
  const pageRoutes = manifest.pages.map((page) =>
    createRoute({
      getParentRoute: () => rootRoute,
      path: page.path,
      component: () => <PageView page={page} />,
      head: ({ match }) => routeHead(pageHead(manifest, match.context.i18n.t, page)),
    }),
  );
  return createRouter({
    routeTree: rootRoute.addChildren(pageRoutes),
    history,
    context: { i18n },
    scrollRestoration: () => false,
    defaultHashScrollIntoView: false,
  });
}

/** The router type of this app. */
export type AppRouter = ReturnType<typeof createAppRouter>;
