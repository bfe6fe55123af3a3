import { createMemoryHistory } from "@tanstack/react-router";
import { renderToString } from "react-dom/server";
import { App } from "./App";
import { assetUrl, images, manifest, resources } from "./brand/brand";
import { copyVariables } from "./brand/copyVariables";
import type { PageEntry } from "./brand/splitBrand";
import { createI18n } from "./i18n/createI18n";
import { createAppRouter } from "./router/createAppRouter";
import { type PageHead, pageHead } from "./router/pageHead";

/** One prerendered route: the app's HTML for `#root` and the document head. */
export interface RenderedRoute {
  html: string;
  head: PageHead;
  /** The document's language, for `<html lang>`. */
  lang: string;
  /** Built URL of the favicon. */
  iconUrl: string;
}

/** Every route path of the brand, in manifest order. */
export const routePaths: readonly string[] = manifest.pages.map((page) => page.path);

/** Every page's route: its path, page key and section types, for the prerender's preload links. */
export const routePages: readonly PageEntry[] = manifest.pages;

/**
 * Renders the app at `path` to HTML, as the build's prerender step needs it.
 * @param path a route path such as `/about`; a path with no page renders the not-found page
 */
export async function render(path: string): Promise<RenderedRoute> {
  const i18n = createI18n(resources, manifest.defaultLocale, copyVariables(manifest));
  const router = createAppRouter(manifest, createMemoryHistory({ initialEntries: [path] }), i18n);
  await router.load();
  const html = renderToString(
    <App brand={{ manifest, assetUrl, images }} i18n={i18n} router={router} />,
  );
  return {
    html,
    head: pageHead(manifest, i18n.t, path),
    lang: manifest.defaultLocale,
    iconUrl: assetUrl(manifest.icon),
  };
}
