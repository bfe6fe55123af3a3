import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { build } from "vite";
import { type BrandEnv, BrandEnvError, readBrandEnv } from "../brand/brandEnv";
import {
  BrandError,
  DEFAULT_BRANDS_DIR,
  type LoadedBrand,
  listBrands,
  loadBrand,
} from "../brand/brandLoader";
import { readBrandRules } from "../hosting/firestoreRules";
import { repoRoot } from "../lib/repoRoot";
import { collectGarbage } from "./collectGarbage";
import { precompress } from "./precompress";
import { prepareBrandSeo } from "./prerender/brandSeo";
import { prerender } from "./prerender/prerender";
import { rawCopyKeyCheck } from "./prerender/rawCopyKeys";
import type { RouteChunks } from "./prerender/routeChunks";
import { copyPublicFiles, defaultPublicDir, readPublicFiles } from "./publicFiles";
import {
  buildServiceWorker,
  type Precache,
  serviceWorkerWanted,
} from "./serviceWorker/serviceWorker";
import { createViteConfig } from "./viteConfig";

/** What a brand build produced. */
export interface BrandBuild {
  brand: string;
  outDir: string;
  routes: string[];
  /** The offline page in every locale (`/offline`, `/hi/offline`): prerendered, in no sitemap. */
  offlineRoutes: string[];
  /** What the service worker (`sw.js`) precaches; null when the build has none. */
  precache: Precache | null;
  /** The manifest the build was made from (validated). */
  manifest: LoadedBrand["manifest"];
  /** The copy's warnings (`LoadedBrand.copyWarnings`), for the caller to list. */
  copyWarnings: string[];
  /** Wall time of the whole build, in ms. */
  ms: number;
}

/** `dist/<brand>/` */
export function defaultOutDir(brand: string): string {
  return path.join(repoRoot, "dist", brand);
}

/**
 * Builds one brand: the client bundle into `outDir`, a server bundle into `.cache/`, then one
 * prerendered HTML file per route and the offline pages, the files it serves verbatim (from
 * `publicDir`, scripts/siteBuild/publicFiles.ts), the service worker (`sw.js`), and brotli/gzip
 * copies of the text files.
 * @param options.env the brand's configuration; by default the production one from `.env.<brand>`
 *   and `VITE_*` variables (scripts/brand/brandEnv.ts). The local stack passes its own.
 * @param options.publicDir the folder of files served verbatim at the site's root (its top for
 *   every brand, `<brand>/` for this one); by default the repository's `public/` for its
 *   `brands/`, none for another brands folder
 * @param options.rulesFile where to write the brand's Firestore security rules (the template
 *   filled from its manifest) for deployment; none are written without it
 * @param options.serviceWorker whether to write the service worker and have the app register it
 *   (docs/offline.md); by default yes, unless the environment has `SERVICE_WORKER=off`
 * @param options.strict whether the copy's warnings (`LoadedBrand.copyWarnings`) fail the build
 *   rather than being returned
 * @param options.loaded the brand as the caller loaded and checked it from `brandsDir`, so that
 *   a command loads and validates it once; by default loaded here
 * @throws BrandError before any bundling when the brand is unknown or its manifest is invalid
 *   (or, with `strict`, its copy has warnings),
 *   or `publicDir` has a folder that is neither a brand's nor `.well-known/`, and after the
 *   prerender when a page shows a raw copy key or a public file would shadow a page or a built
 *   file
 * @throws BrandEnvError when a production build is pointed at a local stand-in, or the
 *   configuration has an App Check site key the manifest does not list (`appCheck`)
 */
export async function buildBrand(options: {
  brand: string;
  brandsDir?: string;
  publicDir?: string | null;
  outDir?: string;
  env?: BrandEnv;
  rulesFile?: string;
  serviceWorker?: boolean;
  strict?: boolean;
  loaded?: LoadedBrand;
}): Promise<BrandBuild> {
  const started = performance.now();
  const {
    brand,
    brandsDir = DEFAULT_BRANDS_DIR,
    publicDir = defaultPublicDir(brandsDir),
    outDir = defaultOutDir(brand),
    serviceWorker = serviceWorkerWanted(),
  } = options;
  if (options.loaded && options.loaded.id !== brand) {
    throw new Error(`buildBrand of '${brand}' was given the loaded brand '${options.loaded.id}'`);
  }
  const loaded = options.loaded ?? (await loadBrand(brand, brandsDir));
  const publicFiles = await readPublicFiles({
    publicDir,
    brand,
    brands: await listBrands(brandsDir),
  });
  if (options.strict && loaded.copyWarnings.length > 0) {
    throw new BrandError(
      `Brand '${brand}' has copy the build refuses under --strict and in CI (translate it, list a name or term that stays the same in brands/${brand}/sameInEveryLocale.json, or remove an unused key):\n${loaded.copyWarnings.map((line) => `  - ${line}`).join("\n")}`,
    );
  }
  const env = options.env ?? readBrandEnv(brand, { local: false });
  if (env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY && !loaded.manifest.services.includes("appCheck")) {
    throw new BrandEnvError(
      `VITE_RECAPTCHA_ENTERPRISE_SITE_KEY is set for '${brand}', but its manifest's "services" do not list "appCheck": add it (brands/${brand}/manifest.json), so that the CSP lets reCAPTCHA Enterprise load and the privacy policy says so, or unset the key.`,
    );
  }
  // A brand build is a production build wherever it runs. Vite decides that from NODE_ENV, and
  // sets it to production only when it is unset; test runners set it to "test", which would give
  // tests React's development build and `import.meta.env.DEV` (web vitals logged, not sent).
  // Like Vite, leave it set: the prerender then loads the same (production) React.
  process.env.NODE_ENV = "production";
  // The brand loaded and checked above: both passes' plugins and the steps after use this one.
  // What each route loads, handed over by the client pass for the prerender.
  let chunks: RouteChunks | undefined;
  const config = createViteConfig({
    brand: loaded,
    env,
    serviceWorker,
    onRouteChunks: (made) => {
      chunks = made;
    },
  });
  await build({
    ...config,
    logLevel: "warn",
    build: { ...config.build, outDir, emptyOutDir: true },
  });

  // What the client pass left is garbage now; the server pass and the prerender start from
  // what is live (collectGarbage.ts).
  collectGarbage();
  const ssrDir = path.join(repoRoot, ".cache", "ssr", `${brand}-${process.pid}-${Date.now()}`);
  await build({
    ...config,
    logLevel: "warn",
    build: { ...config.build, ssr: "src/app/entry-server.tsx", outDir: ssrDir, emptyOutDir: true },
  });
  collectGarbage();
  try {
    // Share image, icon file, social tags, JSON-LD, sitemap, robots.txt, web app manifest.
    const seo = await prepareBrandSeo(loaded, outDir);
    // Every page is checked for raw copy keys as it is rendered, the 404, offline and
    // subscription pages too.
    const rawKeys = rawCopyKeyCheck(loaded);
    if (!chunks) throw new Error(`The client build of '${brand}' gave no route chunks`);
    const { routes, offlineRoutes } = await prerender(
      outDir,
      path.join(ssrDir, "entry-server.js"),
      chunks,
      seo.siteHead,
      rawKeys.inspect,
    );
    rawKeys.refuse();
    await seo.writeFiles();
    // After every page and asset is written, so a clash with any of them is found; never
    // precached (the worker's globs name assets and offline pages only).
    await copyPublicFiles(outDir, publicFiles, brand);
    // After every file it precaches is written, before the compressed copies.
    const precache = serviceWorker
      ? await buildServiceWorker(outDir, loaded.manifest, env, offlineRoutes)
      : null;
    await precompress(outDir);
    if (options.rulesFile) {
      await writeFile(options.rulesFile, await readBrandRules(loaded.manifest));
    }
    return {
      brand,
      outDir,
      routes,
      offlineRoutes,
      precache,
      manifest: loaded.manifest,
      copyWarnings: loaded.copyWarnings,
      ms: Math.round(performance.now() - started),
    };
  } finally {
    await rm(ssrDir, { recursive: true, force: true });
  }
}
