import type { Rolldown } from "vite";
import { staticClosure } from "./vitePluginFirstPaintCss.ts";

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
 * What a route's loader imports, as built files: each page's chunk by page key, each section
 * type's component by type. The prerender links exactly a route's files in its HTML
 * (`<link rel="modulepreload">`, stylesheets), so its first load neither waits on a waterfall nor
 * fetches another route's.
 */
export interface RouteChunks {
  pages: Record<string, ChunkFiles>;
  sections: Record<string, ChunkFiles>;
}

/** Where the client build leaves the `RouteChunks` (the prerender reads, then deletes it). */
export const ROUTE_CHUNKS_FILE = ".vite/route-chunks.json";

/** A section component's module: `src/sections/<type>/<Type>Section.tsx`. */
const SECTION_MODULE = /\/src\/sections\/([^/]+)\/[^/]+Section\.tsx$/;

/**
 * The `RouteChunks` of a client bundle.
 * @param pageKeyOf the page key of a chunk's facade module id, or undefined when it is no page's
 */
export function routeChunks(
  bundle: Rolldown.OutputBundle,
  pageKeyOf: (moduleId: string) => string | undefined,
): RouteChunks {
  const chunks = Object.values(bundle).filter(
    (output): output is Rolldown.OutputChunk => output.type === "chunk",
  );
  // Every page loads the entry and what it imports to start the app (react-dom, the app chunk):
  // those are linked or loaded already, so no route repeats them.
  const app = new Set(
    chunks
      .filter((chunk) => chunk.isEntry)
      .flatMap((entry) => [
        ...staticClosure(bundle, entry),
        ...entry.dynamicImports.flatMap((file) => {
          const imported = bundle[file];
          return imported?.type === "chunk" ? staticClosure(bundle, imported) : [];
        }),
      ]),
  );
  const appCss = new Set([...app].flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]));
  const result: RouteChunks = { pages: {}, sections: {} };
  for (const output of chunks) {
    if (!output.isDynamicEntry || !output.facadeModuleId) continue;
    const closure = staticClosure(bundle, output).filter((chunk) => !app.has(chunk));
    const css = closure.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]);
    const files: ChunkFiles = {
      js: closure.map((chunk) => chunk.fileName),
      css: [...new Set(css)].filter((file) => !appCss.has(file)),
    };
    const pageKey = pageKeyOf(output.facadeModuleId);
    const sectionType = SECTION_MODULE.exec(output.facadeModuleId)?.[1];
    if (pageKey !== undefined) result.pages[pageKey] = files;
    else if (sectionType !== undefined) result.sections[sectionType] = files;
  }
  return result;
}
