import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { listBrands, loadBrand } from "../../scripts/brand/brandLoader";
import type { BrandBuild } from "../../scripts/siteBuild/buildBrand";
import { routeFile } from "../../scripts/siteBuild/prerender/prerender";
import { offlinePaths } from "../../src/i18n/offlinePath";
import { sharedBuild } from "../support/builtSite";

/** One entry of Workbox's precache list. */
interface PrecacheEntry {
  url: string;
  revision: string | null;
}

/**
 * The precache list `injectManifest` wrote into a built `sw.js`: the JSON array in place of
 * `self.__WB_MANIFEST`.
 * @throws Error when the worker has no such list
 */
function precacheList(worker: string): PrecacheEntry[] {
  const start = worker.indexOf('[{"revision"');
  if (start < 0) throw new Error("sw.js has no precache list");
  let depth = 0;
  for (let end = start; end < worker.length; end += 1) {
    if (worker[end] === "[") depth += 1;
    if (worker[end] === "]") depth -= 1;
    if (depth === 0) return JSON.parse(worker.slice(start, end + 1));
  }
  throw new Error("sw.js's precache list does not end");
}

describe.each(await listBrands())("the %s build's service worker", (id) => {
  // In a hook: the first file to ask for the run's build waits for it (a hook's time limit).
  let build: BrandBuild;
  beforeAll(async () => {
    build = await sharedBuild(id);
  });

  it("precaches the brand's scripts, styles and fonts and its offline pages, with revisions, and no other page or picture", async () => {
    const { manifest } = await loadBrand(id);
    const list = precacheList(await readFile(path.join(build.outDir, "sw.js"), "utf8"));
    const assets = (await readdir(path.join(build.outDir, "assets"))).map(
      (name) => `assets/${name}`,
    );
    const code = assets.filter((file) => /\.(js|css|woff2)$/.test(file));
    expect(code.length).toBeGreaterThan(10);
    const offline = offlinePaths(manifest).map((route) => route.path.slice(1));
    expect(offline).toEqual(build.offlineRoutes.map((route) => route.slice(1)));
    expect(list.map((entry) => entry.url).sort()).toEqual([...code, ...offline].sort());
    for (const entry of list) {
      if (entry.url.startsWith("assets/")) {
        // Hashed by Vite: the name is the revision, so Workbox adds none.
        expect(entry.url).toMatch(/-[\w-]{8}\.(js|css|woff2)$/);
        expect(entry.revision).toBeNull();
      } else {
        expect(entry.revision, entry.url).toMatch(/^[0-9a-f]{32}$/);
      }
    }
    // Not one content picture, and of the pages only the offline ones.
    expect(list.filter((entry) => /\.(avif|webp|png|jpe?g|svg|mp4|webm)$/.test(entry.url))).toEqual(
      [],
    );
    const pages = new Set(build.routes.map((route) => route.slice(1)));
    expect(list.filter((entry) => pages.has(entry.url) || entry.url.endsWith(".html"))).toEqual([]);
    expect(build.precache).toEqual({ count: list.length, bytes: expect.any(Number) });
  });

  it("writes each locale's offline page: noindex, no app scripts, in no sitemap", async () => {
    const { manifest } = await loadBrand(id);
    const sitemap = await readFile(path.join(build.outDir, "sitemap.xml"), "utf8");
    for (const { locale, path: address } of offlinePaths(manifest)) {
      const html = await readFile(routeFile(build.outDir, address), "utf8");
      expect(html).toContain(`<html lang="${locale}">`);
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).not.toMatch(/<script type="module"|rel="modulepreload"|id="app-modules"/);
      expect(html).toContain("data-saved-pages");
      expect(sitemap).not.toContain(`${manifest.siteUrl}${address}<`);
    }
    expect(build.routes.filter((route) => build.offlineRoutes.includes(route))).toEqual([]);
  });
});
