import {
  createRootRoute,
  createRoute,
  createRouter,
  type RouterHistory,
} from "@tanstack/react-router";
import type { Manifest } from "../brand/manifestSchema";
import { Layout } from "../components/Layout";
import { NotFoundPage } from "../pages/NotFoundPage";
import { PageView } from "../pages/PageView";

/**
 * Composes the route tree from the manifest: one route per `pages[]` entry under a root layout
 * (header, main, footer), and a not-found page for every other path.
 *
 * Scrolling is ours (see `installScrollOnNavigate`): the router's own handling scrolls to the
 * top or to the fragment, while spec section 2 wants the top and then the fragment.
 * @param manifest the validated brand manifest
 * @param history browser history on the client, memory history when prerendering
 */
export function createAppRouter(manifest: Manifest, history: RouterHistory) {
  const rootRoute = createRootRoute({ component: Layout, notFoundComponent: NotFoundPage });
  const pageRoutes = manifest.pages.map((page) =>
    createRoute({
      getParentRoute: () => rootRoute,
      path: page.path,
      component: () => <PageView page={page} />,
    }),
  );
  return createRouter({
    routeTree: rootRoute.addChildren(pageRoutes),
    history,
    scrollRestoration: () => false,
    defaultHashScrollIntoView: false,
  });
}

/** The router type of this app. */
export type AppRouter = ReturnType<typeof createAppRouter>;
