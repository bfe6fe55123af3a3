import { loadSubscriptionPage } from "virtual:brand-subscription-page";
import {
  type AnyRoute,
  createRootRoute,
  createRoute,
  createRouter,
  type RouteComponent,
  type RouterHistory,
} from "@tanstack/react-router";
import { type BrandPageChunk, loadLocaleCopy, loadPageChunk } from "../brand/brand";
import type { SiteManifest } from "../brand/splitBrand";
import { addCopy } from "../i18n/addCopy";
import type { CopyStrings } from "../i18n/createI18n";
import type { LocaleI18n } from "../i18n/localeI18n";
import { OFFLINE_COPY, OFFLINE_PATH } from "../i18n/offlinePath";
import { SUBSCRIPTION_PATH } from "../i18n/subscriptionPath";
import { withTimeout } from "../lib/lazyModule/withTimeout";
import { NotFoundPage } from "../pages/NotFoundPage";
import { PageLoadError } from "../pages/PageLoadError";
import { PageView } from "../pages/PageView";
import type { SubscriptionPage } from "../pages/SubscriptionPage";
import { loadSectionComponent } from "../sections/sectionComponents";
import { pageHead } from "../seo/pageHead";
import { LocaleLayout } from "./LocaleLayout";
import { PAGE_LOAD_TIMEOUT_MS } from "./pageLoadTimeout";
import { mergeRouteHeads, noindex, routeHead, type SiteHead } from "./routeHead";

/** Loads a page's chunk in a locale (by default the built brand's, `virtual:brand-route/<locale>/<key>`). */
export type PageChunkLoader = (locale: string, key: string) => Promise<BrandPageChunk>;

/** Loads the chrome's copy in a locale (by default the built brand's, `virtual:brand-copy/<locale>`). */
export type LocaleCopyLoader = (locale: string) => Promise<CopyStrings>;

/** Optional parts of the router: what the prerender and the tests pass in. */
export interface AppRouterOptions {
  /** Loads a page's chunk; tests pass the split of a brand they loaded themselves. */
  loadPage?: PageChunkLoader;
  /** Loads a locale's chrome copy; tests pass the split's. */
  loadCopy?: LocaleCopyLoader;
  /** The build's server-only head tags (prerender only). */
  siteHead?: SiteHead;
  /**
   * Awaited by a page's loader before the page is shown (not when it is only preloaded), with
   * the address's path and the page's locale: the client drops the prerendered page's own faces
   * (src/app/pageFonts.ts).
   */
  beforeNavigate?: (to: NavigationTarget) => Promise<void>;
  /**
   * Awaited before every route the router loads, the first one, a link's intent preload
   * (`preload`) and a route that has no loader of its own included, before any route's loader;
   * the client mounts the head tags on the first navigation away (src/app/hydrateApp.tsx).
   */
  beforeLoad?: (to: { pathname: string; preload: boolean }) => Promise<void> | undefined;
  /**
   * The offline page's component (src/pages/OfflinePage.tsx), given by the prerender alone: the
   * service worker serves that page without the app's scripts, so the client's router has no
   * route for it and its bundle neither the page nor its copy.
   */
  offlinePage?: RouteComponent;
}

/** Where a navigation goes: the address's path and the locale of its route. */
export interface NavigationTarget {
  pathname: string;
  locale: string;
}

/**
 * Composes the route tree from the manifest: one layout route per locale (the default locale's
 * adds nothing to the path, every other's is at `/<locale>`), each holding a route per `pages[]`
 * entry, the offline page (`OFFLINE_PATH`; the prerender's alone, `offlinePage`), for a site whose footer has the subscribe form the
 * page its mailed links open (`SUBSCRIPTION_PATH`, its component a chunk of its own, which only
 * that route's loader imports), and a catch-all (`$`) that renders the
 * not-found page in that language. A locale's
 * layout loads its chrome copy; a page route's loader fetches its page's chunk in that locale and
 * its section types' components side by side and adds the page's copy to that locale's i18next
 * instance, so the page renders synchronously; when they fail or stall for
 * `PAGE_LOAD_TIMEOUT_MS` the route shows `PageLoadError`. Links preload a route's loader on
 * intent (hover, focus, touch start). Each route's `head()` gives its title, description,
 * canonical and alternate links and social tags in its language, which `<HeadContent />` renders
 * in the prerender and after a client-side navigation.
 *
 * Scrolling is ours (see `installScrollOnNavigate`): the router's own handling scrolls to the
 * top or to the fragment, while spec §2 wants the top and then the fragment.
 * @param manifest the brand's manifest as every route ships it
 * @param history browser history on the client, memory history when prerendering
 * @param i18n the copy strings' instance of each locale, which the routes' loaders fill
 */
export function createAppRouter(
  manifest: SiteManifest,
  history: RouterHistory,
  i18n: LocaleI18n,
  {
    loadPage = loadPageChunk,
    loadCopy = loadLocaleCopy,
    siteHead,
    beforeNavigate,
    beforeLoad,
    offlinePage,
  }: AppRouterOptions = {},
) {
  const rootRoute = createRootRoute({
    beforeLoad: ({ location, preload }) => beforeLoad?.({ pathname: location.pathname, preload }),
  });
  const withSiteHead = (locale: string, path: string | null, head: ReturnType<typeof routeHead>) =>
    mergeRouteHeads(head, siteHead?.({ locale, path }));

  const localeRoute = (locale: string): AnyRoute => {
    const options = {
      getParentRoute: () => rootRoute,
      loader: async () => {
        const copy = await withTimeout(
          loadCopy(locale),
          PAGE_LOAD_TIMEOUT_MS,
          `loading the ${locale} copy`,
        );
        addCopy(i18n(locale), locale, copy);
      },
      component: () => <LocaleLayout locale={locale} site={manifest} i18n={i18n(locale)} />,
    };
    // The default locale's layout adds nothing to the path; another's is `/<locale>`.
    const layout =
      locale === manifest.defaultLocale
        ? createRoute({ ...options, id: locale })
        : createRoute({ ...options, path: locale });
    const pages = manifest.pages.map((entry) => {
      const route = createRoute({
        getParentRoute: () => layout,
        path: entry.path,
        loader: async ({ preload, location }) => {
          const [chunk] = await withTimeout(
            Promise.all([
              loadPage(locale, entry.key),
              ...entry.sectionTypes.map(loadSectionComponent),
              preload ? undefined : beforeNavigate?.({ pathname: location.pathname, locale }),
            ]),
            PAGE_LOAD_TIMEOUT_MS,
            `loading the page ${entry.path} (${locale})`,
          );
          addCopy(i18n(locale), locale, chunk.copy);
          return chunk;
        },
        head: () =>
          withSiteHead(
            locale,
            entry.path,
            routeHead(pageHead(manifest, i18n(locale).t, locale, entry)),
          ),
        component: function Page() {
          return <PageView chunk={route.useLoaderData()} />;
        },
        errorComponent: PageLoadError,
      });
      return route;
    });
    const notFound = createRoute({
      getParentRoute: () => layout,
      path: "$",
      head: () =>
        withSiteHead(locale, null, routeHead(pageHead(manifest, i18n(locale).t, locale, null))),
      component: NotFoundPage,
    });
    // A page of the site's own, not of the manifest: never indexed, with no alternates.
    const ownPageHead = (copyKey: string) => () => {
      const { t } = i18n(locale);
      const head = routeHead({
        title: `${t(`${copyKey}.title`)} | ${manifest.name}`,
        description: t(`${copyKey}.description`),
        canonical: null,
        alternates: [],
      });
      return withSiteHead(locale, null, noindex(head));
    };
    // What the service worker shows offline for a page it has not saved (src/app/serviceWorker/).
    const offline = offlinePage
      ? [
          createRoute({
            getParentRoute: () => layout,
            path: OFFLINE_PATH,
            head: ownPageHead(OFFLINE_COPY),
            component: offlinePage,
          }),
        ]
      : [];
    // What a subscription's mailed links open: only a site with the subscribe form mails them,
    // and only its build has the page (`virtual:brand-subscription-page`).
    const loadSubscription =
      manifest.footer.variant === "subscribe" ? loadSubscriptionPage : undefined;
    const subscription = loadSubscription
      ? [
          subscriptionRoute(
            layout,
            async () => {
              const { SubscriptionPage, copy } = await loadSubscription(locale);
              addCopy(i18n(locale), locale, copy);
              return { SubscriptionPage };
            },
            ownPageHead("subscribe.link"),
          ),
        ]
      : [];
    return layout.addChildren([...pages, ...subscription, ...offline, notFound]);
  };

  return createRouter({
    routeTree: rootRoute.addChildren(manifest.locales.map(localeRoute)),
    history,
    defaultPreload: "intent",
    scrollRestoration: () => false,
    defaultHashScrollIntoView: false,
  });
}

/**
 * The route of the page a subscription's mailed links open under `layout`: its loader imports
 * the page's chunk and adds its copy (`load`; both chunks are listed in the prerendered page's
 * `#app-modules`, so they are on their way before the loader asks), and the route shows
 * `PageLoadError` when it fails or stalls for `PAGE_LOAD_TIMEOUT_MS`, as a manifest page's route
 * does.
 */
function subscriptionRoute(
  layout: AnyRoute,
  load: () => Promise<{ SubscriptionPage: typeof SubscriptionPage }>,
  head: () => ReturnType<typeof routeHead>,
): AnyRoute {
  const route = createRoute({
    getParentRoute: () => layout,
    path: SUBSCRIPTION_PATH,
    head,
    loader: () => withTimeout(load(), PAGE_LOAD_TIMEOUT_MS, "loading the subscription page"),
    component: function Subscription() {
      const { SubscriptionPage } = route.useLoaderData();
      return <SubscriptionPage />;
    },
    errorComponent: PageLoadError,
  });
  return route;
}

/** The router type of this app. */
export type AppRouter = ReturnType<typeof createAppRouter>;
