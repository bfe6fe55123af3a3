import { createMemoryHistory, HeadContent, RouterContextProvider } from "@tanstack/react-router";
import { renderToString } from "react-dom/server";
import { assetUrl, images, manifest, resources } from "../brand/brand";
import { copyVariables } from "../brand/copyVariables";
import type { PageEntry } from "../brand/splitBrand";
import { createI18n } from "../i18n/createI18n";
import { createAppRouter } from "../router/createAppRouter";
import { mergeRouteHeads, type SiteHead } from "../router/routeHead";
import { App } from "./App";
import { withoutHoisted } from "./withoutHoisted";

/** One prerendered route: the app's HTML for `#root` and the tags for `<head>`. */
export interface RenderedRoute {
  html: string;
  /** The route's head tags (title, description, canonical, social tags, icon, ...) as HTML. */
  head: string;
  /** The document's language, for `<html lang>`. */
  lang: string;
}

/** Every route path of the brand, in manifest order. */
export const routePaths: readonly string[] = manifest.pages.map((page) => page.path);

/** Every page's route: its path, page key and section types, for the prerender's preload links. */
export const routePages: readonly PageEntry[] = manifest.pages;

/**
 * Renders the app at `path` to HTML, as the build's prerender step needs it. The head is the
 * routes' `head()` (as `<HeadContent />` renders it on the client too), plus the favicon and
 * `siteHead`'s tags, which only the prerender writes.
 * @param path a route path such as `/about`; a path with no page renders the not-found page
 * @param siteHead the build's site-wide tags and JSON-LD (scripts/build/brandSeo.ts)
 */
export async function render(path: string, siteHead?: SiteHead): Promise<RenderedRoute> {
  const i18n = createI18n(resources, manifest.defaultLocale, copyVariables(manifest));
  const icon = { meta: [], links: [{ rel: "icon", href: assetUrl(manifest.icon) }] };
  const router = createAppRouter(manifest, createMemoryHistory({ initialEntries: [path] }), i18n, {
    siteHead: (route) => mergeRouteHeads(icon, siteHead?.(route)),
  });
  await router.load();
  const { hoisted, html } = withoutHoisted(
    renderToString(<App brand={{ manifest, assetUrl, images }} i18n={i18n} router={router} />),
  );
  // Apart from #root: rendered inside it, React would put the head tags before the app's HTML.
  const head = renderToString(
    <RouterContextProvider router={router}>
      <HeadContent />
    </RouterContextProvider>,
  );
  return { html, head: `${head}${hoisted}`, lang: manifest.defaultLocale };
}
