import "../styles/global.css";
import "../layout/layoutStyles";
import "virtual:brand-theme.css";
import "../sections/sectionStyles";
// The offline page's rules: only the prerender renders the page (the service worker serves it
// without the app's scripts), so its module is in no client chunk, but its stylesheet is the app's.
import "../pages/OfflinePage.css";
import { createBrowserHistory } from "@tanstack/react-router";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { assetUrl, images, manifest } from "../brand/brand";
import { copyVariables } from "../brand/copyVariables";
import { createLocaleI18n } from "../i18n/localeI18n";
import { splitLocalePath } from "../i18n/localePath";
import { mountHeadTags, preloadHeadTags } from "../layout/head/HeadTags";
import { loadOutbox } from "../lib/outbox/outboxLoader";
import { hasPendingLeads } from "../lib/outbox/outboxPending";
import { reportWebVitals } from "../lib/webVitals/reportWebVitals";
import { createAppRouter } from "../router/createAppRouter";
import { installScrollOnNavigate } from "../router/scrollOnNavigate";
import { App } from "./App";
import { releasePageFontsOnLeave } from "./pageFonts";
import { registerServiceWorker } from "./registerServiceWorker";
import { yieldToMain } from "./yieldToMain";

/**
 * Starts the app on the prerendered page: creates the router and resolves the current route
 * (which loads its locale's chrome copy and its page's chunk), then hydrates `#root`. It renders
 * into `#root` afresh when it is empty (the dev server) or holds another language than the
 * address's: Hosting answers every unknown address with the default locale's `404.html`, which
 * at `/hi/...` becomes the Hindi not-found page. It leaves the prerendered page as it is when
 * the page's chunk failed. Then it registers the service worker (src/app/registerServiceWorker.ts).
 * Each step runs in a task of its own (`yieldToMain`), and hydration
 * runs in a transition, which React cuts into short tasks, so no step blocks the visitor's input
 * for long. Once hydrated, a lead left in this browser's outbox by an earlier visit is delivered.
 * @throws Error when the page has no `#root` element
 */
export async function hydrateApp(): Promise<void> {
  const container = document.getElementById("root");
  if (!container) throw new Error("index.html has no #root element");
  const i18n = createLocaleI18n((locale) => copyVariables(manifest, locale));
  const { pathname } = window.location;
  const router = createAppRouter(manifest, createBrowserHistory(), i18n, {
    beforeNavigate: releasePageFontsOnLeave({ pathname, locale: document.documentElement.lang }),
    beforeLoad: (to) => headTagsBefore(to, pathname),
  });
  installScrollOnNavigate(router);
  await yieldToMain();
  // Resolve the route before the first render so hydration sees the same tree the prerender
  // wrote: its loader fetches the page's chunk and section components (preloaded by the page's
  // <link rel="modulepreload">) and adds the page's copy.
  await router.load();
  await yieldToMain();
  const failed = router.state.matches.some((match) => match.status === "error");
  if (failed && container.firstElementChild) {
    // The page's chunks did not arrive (the connection dropped after the HTML): the prerendered
    // page stays as it is, readable and with working links, rather than turning into an error.
    console.warn("The page's scripts did not load; it stays as prerendered.");
    return;
  }
  const app = <App brand={{ manifest, assetUrl, images }} router={router} />;
  const { locale } = splitLocalePath(manifest, window.location.pathname);
  if (container.firstElementChild && document.documentElement.lang !== locale) {
    // Another language's not-found page: its title would outlive the one the app renders.
    for (const title of document.head.querySelectorAll("title")) title.remove();
    container.replaceChildren();
  }
  if (container.firstElementChild) {
    // What the router's own hydrate() sets: it makes the client render the server's tree shape
    // (no Suspense around the matches). Our prerender has no dehydrated state to hand over, since
    // every route's data is the static manifest.
    router.ssr = { manifest: undefined };
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
    // Rendered afresh, the page has no head tags of its route yet (the dev server's has none,
    // another language's not-found page has lost its title): the app renders them from the start.
    void mountHeadTags().catch(logHeadTagsFailure);
  }

  // A lead queued on an earlier visit (the tab was closed before it could be sent) is delivered
  // now, from whichever page of the site the visitor opens; with none waiting nothing loads.
  if (hasPendingLeads()) {
    void loadOutbox()
      .then((outbox) => outbox.watch())
      .catch((error: unknown) => console.warn("The outbox did not load:", error));
  }

  // Spec §7: metrics go to the brand's endpoint in production, to the console in development.
  void reportWebVitals({ dev: import.meta.env.DEV, endpoint: manifest.webVitals?.endpoint });
  // Once the app runs, never before: its precaching then competes with nothing the page shows.
  registerServiceWorker(import.meta.env.SERVICE_WORKER);
}

/** Logs that the head tags' chunk did not load: the head stays as it is, the route is shown. */
const logHeadTagsFailure = (error: unknown) =>
  console.warn("The head tags did not load; the head stays as it is:", error);

/**
 * The router's `beforeLoad` for the page prerendered at `prerendered` (a path): the head tags
 * (`HeadTags`) wait for the first address other than that page's. A link's intent starts loading
 * them; a navigation mounts them before its route is shown. A chunk that cannot load leaves the
 * head as it is rather than failing the navigation.
 */
function headTagsBefore(
  to: { pathname: string; preload: boolean },
  prerendered: string,
): Promise<void> | undefined {
  if (to.pathname === prerendered) return undefined;
  if (to.preload) {
    preloadHeadTags();
    return undefined;
  }
  return mountHeadTags().catch(logHeadTagsFailure);
}
