import path from "node:path";
import type { Plugin } from "vite";

const SUFFIX = "?chunk-url";
const PREFIX = "\0virtual:chunk-url:";

/**
 * `import url from "./module.ts?chunk-url"` gives the URL of the module's own chunk: in a build
 * the module becomes a chunk of its own (the very chunk `import("./module.ts")` loads) and `url`
 * is its address, e.g. `/assets/module-1a2b3c.js`; on the dev server it is the module's dev URL.
 * The server (prerender) build gets "", and so does a single-file build (the service worker's, a
 * classic script that inlines every `import()`, so nothing of it loads lazily or fails to).
 * Lazy loaders import that URL again under a fresh query after a failed or stalled load, because
 * Chromium keeps a module whose fetch went wrong for the life of the page
 * (src/lib/lazyModule/lazyModule.ts).
 * @param options.singleFile true for a build into one file
 */
export function chunkUrlPlugin(options: { singleFile?: boolean } = {}): Plugin {
  let command: "build" | "serve" = "build";
  let ssr = false;
  let root = "";
  return {
    name: "chunk-url",
    enforce: "pre",
    configResolved(config) {
      command = config.command;
      ssr = Boolean(config.build.ssr);
      root = config.root;
    },
    async resolveId(source, importer) {
      if (!source.endsWith(SUFFIX)) return null;
      const target = await this.resolve(source.slice(0, -SUFFIX.length), importer, {
        skipSelf: true,
      });
      return target ? `${PREFIX}${target.id}` : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const target = id.slice(PREFIX.length);
      // The prerender never loads chunks lazily (and may keep packages external).
      if (ssr || options.singleFile) return 'export default "";';
      if (command === "serve") {
        const relative = path.relative(root, target);
        const url = relative.startsWith("..") ? `/@fs${target}` : `/${relative}`;
        return `export default ${JSON.stringify(url)};`;
      }
      const reference = this.emitFile({ type: "chunk", id: target });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
  };
}
