import type { Rolldown } from "vite";
import { staticClosure } from "../plugins/vitePluginFirstPaintCss.ts";

/**
 * The files one lazily loaded module needs beyond what every page loads to start the app: its
 * chunk and the chunks it imports, and their CSS.
 */
export interface ChunkFiles {
  /** Script files, the module's own chunk first, relative to the build's root (`assets/…`). */
  js: string[];
  /** Stylesheets those chunks import. */
  css: string[];
}

/**
 * What a brand chunk's module holds: a locale's chrome copy (no `key` nor `part`), a part of its
 * copy with a chunk of its own (`part`: the forms' send copy, the subscription page's copy), or
 * one page's chunk in that locale.
 */
export interface ChunkId {
  locale: string;
  key?: string;
  part?: "send" | "subscription";
}

/**
 * What a route's loaders import, as built files: each locale's chrome copy, each page's chunk by
 * locale and page key, each section type's component by type, the subscription page. The prerender links a route's stylesheets in its HTML and lists the
 * start chunks and the route's scripts for the entry to preload once the page is shown
 * (scripts/siteBuild/prerender/prerender.ts), so its first load neither waits on a waterfall nor fetches another
 * route's.
 */
export interface RouteChunks {
  /**
   * The scripts the entry imports to start the app on any page (react-dom, the app chunk and
   * what they import), beyond the entry's own static imports, which the HTML already loads.
   */
  start: string[];
  /** Keyed by locale. */
  copy: Record<string, ChunkFiles>;
  /**
   * Keyed by locale: the subscription page's copy (`SplitBrand.subscriptionResources`), which its
   * route's loader imports with the page; none in a build whose footer has no subscribe form.
   */
  subscriptionCopy: Record<string, ChunkFiles>;
  /** Keyed by locale, then page key. */
  pages: Record<string, Record<string, ChunkFiles>>;
  sections: Record<string, ChunkFiles>;
  /**
   * The page a subscription's mailed links open (src/pages/SubscriptionPage.tsx), which its
   * route's loader imports; null in a build whose footer has no subscribe form.
   */
  subscriptionPage: ChunkFiles | null;
  /**
   * Keyed by locale: the font files its pages preload beyond every page's (the faces of that
   * locale only that are not cut per page; scripts/siteBuild/plugins/vitePluginBrand.ts fills it in).
   */
  fonts: Record<string, string[]>;
  /**
   * Keyed by locale, then page key: the page's own faces (scripts/siteBuild/fonts/pageFontFaces.ts), for
   * the pages that have any.
   */
  pageFonts: Record<string, Record<string, PageFonts>>;
}

/** One page's own faces in one locale, as built files (`assets/…`). */
export interface PageFonts {
  /** The cuts, which the page preloads. */
  fonts: string[];
  /** The stylesheet that declares them and puts them first in the font stacks. */
  stylesheet: string;
}

/**
 * The `RouteChunks` of a client bundle, but for the fonts (which come from the brand's faces).
 * @param chunkIdOf what the module a chunk is made for holds (its facade module's id, looked up
 *   in the brand plugin's table), or undefined when it is no copy or page chunk
 * @param sectionTypesOf the section types whose components the module holds (one for a type's
 *   own module, each of a group's for the module of types sharing a chunk), none for any other
 * @param subscriptionPageModule the subscription page's module (absolute path), the facade of
 *   its chunk when the build has one
 * @throws Error when the bundle has no chunk for the HTML's scripts
 */
export function routeChunks(
  bundle: Rolldown.OutputBundle,
  chunkIdOf: (moduleId: string) => ChunkId | undefined,
  sectionTypesOf: (moduleId: string) => readonly string[],
  subscriptionPageModule: string,
): Omit<RouteChunks, "fonts" | "pageFonts"> {
  const chunks = Object.values(bundle).filter(
    (output): output is Rolldown.OutputChunk => output.type === "chunk",
  );
  const dynamicClosure = (chunk: Rolldown.OutputChunk) =>
    chunk.dynamicImports.flatMap((file) => {
      const imported = bundle[file];
      return imported?.type === "chunk" ? staticClosure(bundle, imported) : [];
    });
  // Vite builds index.html's scripts into an entry whose facade is the HTML file; the other
  // entries are the `?chunk-url` modules (scripts/siteBuild/plugins/vitePluginChunkUrl.ts).
  const htmlEntry = chunks.find(
    (chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith(".html"),
  );
  if (!htmlEntry) throw new Error("The client bundle has no entry chunk for index.html");
  const linked = new Set(staticClosure(bundle, htmlEntry));
  const start = dynamicClosure(htmlEntry).filter((chunk) => !linked.has(chunk));
  // Every page loads the entry and what it imports to start the app (react-dom, the app chunk),
  // and may load the other entries (the `?chunk-url` modules: toasts, Firestore, EmailJS) and
  // what they import: no route repeats those.
  const app = new Set(
    chunks
      .filter((chunk) => chunk.isEntry)
      .flatMap((entry) => [...staticClosure(bundle, entry), ...dynamicClosure(entry)]),
  );
  const appCss = new Set([...app].flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]));
  const result: Omit<RouteChunks, "fonts" | "pageFonts"> = {
    start: [...new Set(start.map((chunk) => chunk.fileName))],
    copy: {},
    subscriptionCopy: {},
    pages: {},
    sections: {},
    subscriptionPage: null,
  };
  for (const output of chunks) {
    if (!output.isDynamicEntry || !output.facadeModuleId) continue;
    const closure = staticClosure(bundle, output).filter((chunk) => !app.has(chunk));
    const css = closure.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]);
    const files: ChunkFiles = {
      js: closure.map((chunk) => chunk.fileName),
      css: [...new Set(css)].filter((file) => !appCss.has(file)),
    };
    const chunkId = chunkIdOf(output.facadeModuleId);
    const sectionTypes = sectionTypesOf(output.facadeModuleId);
    if (chunkId?.key !== undefined) {
      result.pages[chunkId.locale] = { ...result.pages[chunkId.locale], [chunkId.key]: files };
    } else if (chunkId?.part === "subscription") result.subscriptionCopy[chunkId.locale] = files;
    else if (chunkId?.part === undefined && chunkId !== undefined)
      result.copy[chunkId.locale] = files;
    else if (sectionTypes.length > 0)
      for (const type of sectionTypes) result.sections[type] = files;
    else if (output.facadeModuleId === subscriptionPageModule) result.subscriptionPage = files;
  }
  return result;
}
