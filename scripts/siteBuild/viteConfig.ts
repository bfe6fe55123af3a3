import react from "@vitejs/plugin-react";
import type { InlineConfig } from "vite";
import { type BrandEnv, envDefines, readBrandEnv } from "../brand/brandEnv.ts";
import { repoRoot } from "../lib/repoRoot.ts";
import { appChunkGroups } from "./appChunkGroups.ts";
import { IMAGE_CACHE_DIR } from "./images/responsiveImages.ts";
import { appCheckPlugin } from "./plugins/vitePluginAppCheck.ts";
import { type BrandSource, brandPlugin } from "./plugins/vitePluginBrand.ts";
import { chunkUrlPlugin } from "./plugins/vitePluginChunkUrl.ts";
import { devIconPlugin } from "./plugins/vitePluginDevIcon.ts";
import { firstPaintCssPlugin } from "./plugins/vitePluginFirstPaintCss.ts";
import type { RouteChunks } from "./prerender/routeChunks.ts";
import { withoutStartChunks } from "./withoutStartChunks.ts";

/** The client's entry, and the app it imports once the page is shown (src/app/entry-client.tsx). */
const ENTRY_MODULE = "src/app/entry-client.tsx";
const APP_MODULE = "src/app/hydrateApp.tsx";

/** The repository root, where index.html and vite.config.ts live. */
export { repoRoot };

/**
 * The Vite config of one brand, shared by the dev server, the builds and `vite.config.ts`.
 * @param options.brand the brand a build loaded and checked, which its plugins then use as it
 *   is; or its id (and folder), which the dev server and Vitest read afresh on each request
 * @param options.env the brand's public configuration; by default read for a local build
 *   (scripts/brand/brandEnv.ts), which production builds must not use
 * @param options.serviceWorker whether the app registers the service worker the build writes
 *   (`import.meta.env.SERVICE_WORKER`); false by default, as in the dev server, where the app
 *   unregisters any it finds
 * @param options.onRouteChunks given the client build's RouteChunks, for the prerender
 */
export function createViteConfig(options: {
  brand: BrandSource;
  env?: BrandEnv;
  serviceWorker?: boolean;
  onRouteChunks?: (chunks: RouteChunks) => void;
}): InlineConfig {
  const { brand, env = readBrandEnv(brand.id, { local: true }), serviceWorker = false } = options;
  return {
    root: repoRoot,
    configFile: false,
    // The brand's configuration is fixed by `define` below; Vite reads no .env file of its own.
    envDir: false,
    define: {
      ...envDefines(env),
      "import.meta.env.SERVICE_WORKER": JSON.stringify(serviceWorker),
    },
    // Vite copies no folder as it is: the brand's files come through virtual:brand (hashed, and
    // only what its manifest names), and the files served verbatim from public/, the brand's own
    // over every brand's, are copied after the prerender, which checks them against every page
    // and built file (publicFiles.ts).
    publicDir: false,
    resolve: {
      // The router's store and react-i18next import the React 17 shim of useSyncExternalStore;
      // React 19 has the hook, so the package's own re-export of React's saves the shim's code.
      alias: [
        {
          find: /^use-sync-external-store\/shim(\/with-selector)?$/,
          replacement: "use-sync-external-store$1",
        },
      ],
    },
    plugins: [
      react(),
      brandPlugin(brand, options.onRouteChunks),
      devIconPlugin(brand),
      chunkUrlPlugin(),
      appCheckPlugin(env),
      firstPaintCssPlugin(APP_MODULE),
    ],
    build: {
      target: "es2022",
      // Image variants go in srcset lists and the lightbox: inlined as data URLs they would bloat
      // the script and defeat lazy loading. Fonts stay files too: a small subset (₹ alone) would
      // otherwise ride in every page's stylesheet, and the CSP's font-src allows 'self' only.
      assetsInlineLimit: (file) =>
        file.startsWith(IMAGE_CACHE_DIR) || file.endsWith(".woff2") ? false : undefined,
      // Every browser of the es2022 target supports <link rel="modulepreload">; a lazy import's
      // list leaves out the chunks every page has loaded before it.
      modulePreload: { polyfill: false, resolveDependencies: withoutStartChunks },
      rolldownOptions: {
        output: { codeSplitting: { groups: appChunkGroups(APP_MODULE, ENTRY_MODULE) } },
      },
    },
  };
}
