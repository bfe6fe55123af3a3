import { rm } from "node:fs/promises";
import path from "node:path";
import { build } from "vite";
import { type BrandEnv, readBrandEnv } from "./brandEnv";
import { DEFAULT_BRANDS_DIR, loadBrand } from "./brandLoader";
import { precompress } from "./precompress";
import { prerender } from "./prerender";
import { createViteConfig, repoRoot } from "./viteConfig";

/** What a brand build produced. */
export interface BrandBuild {
  brand: string;
  outDir: string;
  routes: string[];
  /** Wall time of the whole build, in ms. */
  ms: number;
}

/** `dist/<brand>/` */
export function defaultOutDir(brand: string): string {
  return path.join(repoRoot, "dist", brand);
}

/**
 * Builds one brand: the client bundle into `outDir`, a server bundle into `.cache/`, then one
 * prerendered HTML file per route, and brotli/gzip copies of the text files.
 * @param options.env the brand's configuration; by default the production one from `.env.<brand>`
 *   and `VITE_*` variables (scripts/brandEnv.ts). The local stack passes its own.
 * @throws BrandError before any bundling when the brand is unknown or its manifest is invalid
 * @throws BrandEnvError when a production build is pointed at a local stand-in
 */
export async function buildBrand(options: {
  brand: string;
  brandsDir?: string;
  outDir?: string;
  env?: BrandEnv;
}): Promise<BrandBuild> {
  const started = performance.now();
  const { brand, brandsDir = DEFAULT_BRANDS_DIR, outDir = defaultOutDir(brand) } = options;
  await loadBrand(brand, brandsDir);
  const env = options.env ?? readBrandEnv(brand, { local: false });
  const config = createViteConfig({ brand, brandsDir, env });
  await build({
    ...config,
    logLevel: "warn",
    build: { ...config.build, outDir, emptyOutDir: true },
  });

  const ssrDir = path.join(repoRoot, ".cache", "ssr", `${brand}-${process.pid}-${Date.now()}`);
  await build({
    ...config,
    logLevel: "warn",
    build: { ...config.build, ssr: "src/entry-server.tsx", outDir: ssrDir, emptyOutDir: true },
  });
  try {
    const routes = await prerender(outDir, path.join(ssrDir, "entry-server.js"));
    await precompress(outDir);
    return { brand, outDir, routes, ms: Math.round(performance.now() - started) };
  } finally {
    await rm(ssrDir, { recursive: true, force: true });
  }
}
