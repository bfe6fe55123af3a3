import { rm } from "node:fs/promises";
import path from "node:path";
import { build } from "vite";
import type { ManifestTransform } from "workbox-build";
// The module of injectManifest alone: workbox-build's index also loads generateSW's bundler
// (Rollup, Babel and its presets), about 0.4 s of CPU a build that never uses it.
import { injectManifest } from "workbox-build/build/inject-manifest.js";
import { SERVICE_WORKER_URL } from "../../../src/app/registerServiceWorker";
import type { Manifest } from "../../../src/brand/manifestSchema";
import { type BrandEnv, envDefines } from "../../brand/brandEnv";
import { repoRoot } from "../../lib/repoRoot";
import { appCheckPlugin } from "../plugins/vitePluginAppCheck";
import { chunkUrlPlugin } from "../plugins/vitePluginChunkUrl";

/** The worker's source (Workbox's modules and ours), compiled for each brand. */
const SOURCE = path.join(repoRoot, "src/app/serviceWorker/serviceWorker.ts");

/** Vite's hashed output: the name changes with the content, so the URL is its own revision. */
const HASHED = /^assets\//;

/** What the service worker of a build precaches. */
export interface Precache {
  /** Files precached. */
  count: number;
  /** Their total size, in bytes (uncompressed). */
  bytes: number;
}

/**
 * Whether brand builds write and register the service worker: yes unless the environment says
 * `SERVICE_WORKER=off` (for development, docs/offline.md).
 */
export function serviceWorkerWanted(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.SERVICE_WORKER !== "off";
}

/**
 * The build output the worker precaches (globs relative to the output folder): the brand's
 * scripts, styles and fonts, and the offline page of every locale. No other page and no picture:
 * pages and pictures are saved as the visitor opens them.
 * @param offlineRoutes the offline page's address in every locale, as the prerender wrote them
 */
export function precacheGlobs(offlineRoutes: readonly string[]): string[] {
  return [
    "assets/**/*.{js,css,woff2}",
    ...offlineRoutes.map((address) => `${address.slice(1)}/index.html`),
  ];
}

/** `offline/index.html` → `offline`: the address Hosting serves it at (clean URLs). */
const cleanUrls: ManifestTransform = (entries) => ({
  manifest: entries.map((entry) => ({
    ...entry,
    url: entry.url.replace(/(^|\/)index\.html$/, "").replace(/\/$/, ""),
  })),
});

/**
 * Writes the brand's service worker to `<outDir>/sw.js`: compiles our worker source with Vite
 * (Workbox's modules and the outbox's senders, Firestore's and EmailJS's SDKs among them, bundled
 * in: one classic script, which cannot load chunks) into a scratch folder, then has Workbox's
 * `injectManifest` put the precache list of the prerendered output (`precacheGlobs`, each file
 * with its revision; hashed assets by their name) into it. Run after the prerender.
 * @param env the brand's configuration, as the site's bundle has it (Firebase, EmailJS, App Check)
 * @param offlineRoutes the offline page's address in every locale, as the prerender wrote them
 * @throws Error when Workbox warns (a glob that matches nothing, a file too large to precache)
 */
export async function buildServiceWorker(
  outDir: string,
  manifest: Pick<Manifest, "locales" | "defaultLocale">,
  env: BrandEnv,
  offlineRoutes: readonly string[],
): Promise<Precache> {
  const scratch = path.join(repoRoot, ".cache", "sw", `${process.pid}-${Date.now()}`);
  await build({
    root: repoRoot,
    configFile: false,
    envDir: false,
    publicDir: false,
    logLevel: "warn",
    plugins: [chunkUrlPlugin({ singleFile: true }), appCheckPlugin(env, { worker: true })],
    define: {
      ...envDefines(env),
      SITE_LOCALES: JSON.stringify({
        locales: manifest.locales,
        defaultLocale: manifest.defaultLocale,
      }),
      // Workbox logs in development builds only.
      "process.env.NODE_ENV": JSON.stringify("production"),
    },
    build: {
      outDir: scratch,
      emptyOutDir: true,
      target: "es2022",
      minify: true,
      lib: { entry: SOURCE, formats: ["iife"], name: "serviceWorker", fileName: () => "sw.js" },
    },
  });
  try {
    const { count, size, warnings } = await injectManifest({
      swSrc: path.join(scratch, "sw.js"),
      swDest: path.join(outDir, SERVICE_WORKER_URL.slice(1)),
      globDirectory: outDir,
      globPatterns: precacheGlobs(offlineRoutes),
      dontCacheBustURLsMatching: HASHED,
      manifestTransforms: [cleanUrls],
    });
    if (warnings.length > 0) throw new Error(`Workbox: ${warnings.join("; ")}`);
    return { count, bytes: size };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
