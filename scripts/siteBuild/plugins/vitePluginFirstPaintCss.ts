import type { Plugin, Rolldown } from "vite";

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The chunks `chunk` imports statically, itself included, each once. */
export function staticClosure(bundle: OutputBundle, chunk: OutputChunk, seen = new Set<string>()) {
  if (seen.has(chunk.fileName)) return [];
  seen.add(chunk.fileName);
  const chunks: OutputChunk[] = [chunk];
  for (const file of chunk.imports) {
    const imported = bundle[file];
    if (imported?.type === "chunk") chunks.push(...staticClosure(bundle, imported, seen));
  }
  return chunks;
}

/**
 * Links, in every built HTML page, the stylesheets of the app that the entry loads after the
 * first paint (src/app/entry-client.tsx imports src/app/hydrateApp.tsx dynamically). Vite would only
 * load them with that chunk, so the prerendered page would paint unstyled; linked here, they
 * are render-blocking as an entry's CSS is, and Vite's loader finds them already present.
 * Only the app's static imports count: CSS of code loaded on demand (the lightbox, toasts) stays
 * out of the first load.
 * @param appModule the dynamically imported module, relative to the root (`src/app/hydrateApp.tsx`)
 */
export function firstPaintCssPlugin(appModule: string): Plugin {
  return {
    name: "first-paint-css",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) return html;
        const app = Object.values(bundle).find(
          (output): output is OutputChunk =>
            output.type === "chunk" &&
            // The app's module shares its chunk with what it imports (grouped by
            // scripts/siteBuild/appChunkGroups.ts), so look for it among the chunk's modules, not as its
            // facade.
            output.moduleIds.some((id) => id.endsWith(appModule)) &&
            chunk.dynamicImports.includes(output.fileName),
        );
        if (!app) throw new Error(`The entry chunk does not import ${appModule} dynamically`);
        const linked = new Set(chunk.viteMetadata?.importedCss);
        const css = staticClosure(bundle, app)
          .flatMap((imported) => [...(imported.viteMetadata?.importedCss ?? [])])
          .filter((file) => !linked.has(file));
        return {
          html,
          tags: [...new Set(css)].map((file) => ({
            tag: "link",
            attrs: { rel: "stylesheet", crossorigin: true, href: `/${file}` },
            injectTo: "head" as const,
          })),
        };
      },
    },
  };
}
