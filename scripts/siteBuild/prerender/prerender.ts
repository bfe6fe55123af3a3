import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { PAGE_FONTS_ID } from "../../../src/app/pageFonts";
import { APP_MODULES_ID } from "../../../src/app/preloadModules";
import type { PageEntry } from "../../../src/brand/splitBrand";
import type { SiteHead } from "../../../src/router/routeHead";
import { collectGarbage, PRERENDER_ROUTES_PER_COLLECTION } from "../collectGarbage";
import type { ChunkFiles, RouteChunks } from "./routeChunks";

type ServerEntry = typeof import("../../../src/app/entry-server");

/** The file a route is written to: `/` → `index.html`, `/about` → `about/index.html`. */
export function routeFile(outDir: string, route: string): string {
  return path.join(outDir, ...route.split("/").filter(Boolean), "index.html");
}

/**
 * What the app runs on a route: its locale, its manifest page (none for the 404 page and the
 * site's own pages), whether it is the subscription page (whose loader imports its chunk), and
 * `scripts: false` for a page that never starts the app.
 */
interface AppRoute {
  locale: string;
  page?: PageEntry;
  subscriptionPage?: true;
  scripts?: false;
}

/**
 * The head tags for what the app runs on a route: its locale's own fonts, preloaded (the faces of
 * that locale only; every page's are in the template), its page's own faces (preloaded, and the
 * stylesheet that puts them first in the font stacks; src/app/pageFonts.ts), the stylesheets of
 * what its loaders import (its locale's chrome copy, its page's chunk in that locale, its section
 * types' components, the subscription page and its copy in that locale), linked so
 * the page paints styled, and a JSON list (`#app-modules`) of the scripts the entry and the
 * loaders will import (the app's start chunks, then the route's), which the entry preloads all at
 * once when the page is shown (src/app/entry-client.tsx): hydration waits on no chain of requests,
 * no script but the small entry competes with the stylesheet, fonts and images before the first
 * paint, and no other language's copy is fetched.
 * @param route what the app runs there; no page for the 404 page, which imports no page chunk
 * @throws Error when the client build has no chunk for the locale, the page or one of its
 *   section types
 */
function appHeadTags(chunks: RouteChunks, route: AppRoute): string[] {
  const need = (files: ChunkFiles | undefined, what: string) => {
    if (!files) throw new Error(`The client build has no chunk for ${what}`);
    return files;
  };
  const { locale, page } = route;
  const files = [
    need(chunks.copy[locale], `the '${locale}' copy`),
    ...(route.subscriptionPage
      ? [
          need(chunks.subscriptionPage ?? undefined, "the subscription page"),
          need(chunks.subscriptionCopy[locale], `the subscription page's '${locale}' copy`),
        ]
      : []),
    ...(page
      ? [
          need(chunks.pages[locale]?.[page.key], `the page '${page.key}' in '${locale}'`),
          ...page.sectionTypes.map((type) => need(chunks.sections[type], `the '${type}' section`)),
        ]
      : []),
  ];
  // Vite's hashed output names (`assets/name-hash.js`) hold nothing HTML or JSON would need
  // escaped.
  const stylesheets = [...new Set(files.flatMap((entry) => entry.css))].map(
    (file) => `<link rel="stylesheet" crossorigin href="/${file}" />`,
  );
  const modules = [...new Set([...chunks.start, ...files.flatMap((entry) => entry.js)])];
  const pageFonts = page && chunks.pageFonts[locale]?.[page.key];
  const fonts = [...(chunks.fonts[locale] ?? []), ...(pageFonts?.fonts ?? [])].map(
    (file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}" />`,
  );
  return [
    ...fonts,
    ...stylesheets,
    // After every other stylesheet: its font stacks override the theme's.
    ...(pageFonts
      ? [
          `<link rel="stylesheet" crossorigin id="${PAGE_FONTS_ID}" href="/${pageFonts.stylesheet}" />`,
        ]
      : []),
    ...(route.scripts === false
      ? []
      : [
          `<script type="application/json" id="${APP_MODULES_ID}">${JSON.stringify(modules.map((file) => `/${file}`))}</script>`,
        ]),
  ];
}

/**
 * `html` without the app's entry script and its module preloads, for a page that must never
 * start the app: the offline page is served at addresses that are not its own, where the app
 * would render that address's route (its not-found page) in its place.
 */
function withoutAppScripts(html: string): string {
  return html
    .replace(/^\s*<script type="module"[^>]*><\/script>\n/gm, "")
    .replace(/^\s*<link rel="modulepreload"[^>]*>\n/gm, "");
}

/** The addresses the prerender wrote that the build goes on to use, as the server entry listed them. */
export interface PrerenderedRoutes {
  /** Every page in every locale (`/`, `/about`, `/hi/about`): the sitemap's routes. */
  routes: string[];
  /** The offline page in every locale: prerendered without the app's scripts, in no sitemap. */
  offlineRoutes: string[];
}

/**
 * Writes one HTML document per page and locale into `outDir` (`about/index.html`,
 * `hi/about/index.html`), plus the default locale's `404.html`, by rendering the server bundle
 * into the client build's `index.html` (which already links the hashed script and CSS): the app
 * into `<!--app-html-->`, the route's head tags into `<!--app-head-->`, its locale into
 * `<html lang>`. The offline page of each locale (`offline/index.html`, `hi/offline/index.html`)
 * is written too, without the app's scripts, and so is the subscription page of each locale
 * (`subscribe/confirm/index.html`) for a site with the subscribe form; neither is among the routes
 * returned.
 * @param serverEntry the built `entry-server.js`
 * @param chunks what each route loads, as the client build's brand plugin gave it
 * @param siteHead more head tags for a route, e.g. from scripts/siteBuild/prerender/brandSeo.ts
 * @param inspect given each page's route (`/404` for 404.html) and HTML before it is written, so
 *   the build checks what it renders without reading it back
 * @returns the addresses written: the pages and the offline pages
 */
export async function prerender(
  outDir: string,
  serverEntry: string,
  chunks: RouteChunks,
  siteHead: SiteHead,
  inspect: (route: string, html: string) => void,
): Promise<PrerenderedRoutes> {
  // No query to defeat Node's module cache: the entry's lazily loaded chunks (each route's page
  // and section components) import it back by its plain URL, and under another URL they would
  // get a second copy of the app, with its own React contexts. Each build has its own folder.
  const entry: ServerEntry = await import(pathToFileURL(serverEntry).href);
  const template = await readFile(path.join(outDir, "index.html"), "utf8");
  if (!template.includes("<!--app-html-->") || !template.includes("<!--app-head-->")) {
    throw new Error(`${outDir}/index.html lost its <!--app-head--> or <!--app-html--> placeholder`);
  }
  const write = async (address: string, route: AppRoute, file: string) => {
    const rendered = await entry.render(address, siteHead);
    // Last in the head: the sections' stylesheets come after the app's, as they did in one file.
    const tags = appHeadTags(chunks, route);
    const html = (route.scripts === false ? withoutAppScripts(template) : template)
      .replace(/<html lang="[^"]*">/, () => `<html lang="${route.locale}">`)
      .replace("<!--app-head-->", () => rendered.head)
      .replace("<!--app-html-->", () => rendered.html)
      .replace("</head>", () => `${tags.map((tag) => `  ${tag}\n`).join("")}  </head>`);
    inspect(address, html);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, html);
  };
  // 404.html first: the template is index.html, which the `/` route overwrites. Hosting serves
  // it for every unknown address; at `/hi/...` the app turns it into the Hindi one
  // (src/app/hydrateApp.tsx). Each route's language is its own `locale`, as the server entry
  // listed it, not worked out again from its address.
  await write("/404", { locale: entry.defaultLocale }, path.join(outDir, "404.html"));
  for (const [index, route] of entry.localeRoutes.entries()) {
    await write(route.path, route, routeFile(outDir, route.path));
    // Each render's garbage is freed as it goes rather than left to pile up (collectGarbage.ts).
    if ((index + 1) % PRERENDER_ROUTES_PER_COLLECTION === 0) collectGarbage();
  }
  for (const route of entry.subscriptionRoutes) {
    await write(
      route.path,
      { locale: route.locale, subscriptionPage: true },
      routeFile(outDir, route.path),
    );
  }
  for (const route of entry.offlineRoutes) {
    await write(
      route.path,
      { locale: route.locale, scripts: false },
      routeFile(outDir, route.path),
    );
  }
  const paths = (routes: ReadonlyArray<{ path: string }>) => routes.map((route) => route.path);
  return {
    routes: paths(entry.localeRoutes),
    offlineRoutes: paths(entry.offlineRoutes),
  };
}
