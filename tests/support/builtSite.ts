import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { DEFAULT_BRANDS_DIR, loadBrand } from "../../scripts/brandLoader";
import { type BrandBuild, buildBrand } from "../../scripts/buildBrand";
import { hostingTarget, readHostingTarget } from "../../scripts/firebaseConfig";
import { serveStatic } from "../../scripts/serveStatic";

/** A brand built into a temporary folder and served on a free loopback port. */
export interface BuiltSite {
  build: BrandBuild;
  /** Base URL without trailing slash, e.g. `http://127.0.0.1:41234`. */
  url: string;
  /** Stops the server and deletes the build. */
  close: () => Promise<void>;
}

/**
 * Builds `brand` (from `brandsDir`, default `brands/`) into a fresh temporary folder and serves it
 * the way `npm run preview` does: with the brand's Hosting target from firebase.json, or, for a
 * brand outside `brands/` (which firebase.json does not list), the target generated from its
 * manifest. Tests get their own copy, so they never race over `dist/`.
 * @param options.extraConnectSrc loopback origins the served CSP also allows (see serveStatic)
 */
export async function buildAndServe(
  brand: string,
  brandsDir: string = DEFAULT_BRANDS_DIR,
  options: { extraConnectSrc?: readonly string[] } = {},
): Promise<BuiltSite> {
  const outDir = await mkdtemp(path.join(os.tmpdir(), `site-${brand}-`));
  const build = await buildBrand({ brand, brandsDir, outDir });
  const hosting =
    brandsDir === DEFAULT_BRANDS_DIR
      ? await readHostingTarget(brand)
      : hostingTarget(brand, (await loadBrand(brand, brandsDir)).manifest);
  const { server, url } = await serveStatic({
    dir: outDir,
    port: 0,
    hosting,
    extraConnectSrc: options.extraConnectSrc,
  });
  return {
    build,
    url,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(outDir, { recursive: true, force: true });
    },
  };
}
