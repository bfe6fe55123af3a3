import path from "node:path";
import type { Plugin } from "vite";
import { type BrandSource, brandReader } from "./vitePluginBrand.ts";

/**
 * Dev server only: links the brand's icon in the served `index.html`, as the prerender does in a
 * build (the routes' other head tags the app renders in the browser). Linked only by the app, the
 * icon would arrive after the page's load event, when Chromium has already asked for the
 * `/favicon.ico` that no build has.
 */
export function devIconPlugin(source: BrandSource): Plugin {
  const read = brandReader(source);
  return {
    name: "dev-icon",
    apply: "serve",
    async transformIndexHtml() {
      const { manifest, assetFiles } = await read();
      const file = assetFiles.get(manifest.icon);
      if (!file) return [];
      // Vite serves a file outside the module graph at /@fs/<absolute path>.
      const href = path.posix.join("/@fs", file);
      return [{ tag: "link", attrs: { rel: "icon", href }, injectTo: "head" }];
    },
  };
}
