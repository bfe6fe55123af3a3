import { assets, images, manifest, pageChunks, resources } from "virtual:brand";
import type { BrandImage } from "./brandImage";
import type { PageChunk } from "./splitBrand";

/**
 * The one module through which client code reaches the brand chosen at build time
 * (`virtual:brand`, generated from `brands/<id>/`): what every route needs. Components receive
 * the manifest through `BrandProvider` instead, so they can be rendered with any manifest in tests.
 */
export { images, manifest, resources };

/**
 * URL of a brand asset the chrome uses, after the build hashed it (a page's own assets come with
 * its chunk, see `loadPageChunk`). A raster image has none: its URLs are its variants' in
 * `images` (`imageUrl` in src/brand/brandImage.ts picks one).
 * @param path path as written in the manifest, e.g. `assets/logo.svg`
 * @throws Error when the chrome never named that asset (the build did not include it here), or
 *   it is a raster image
 */
export function assetUrl(path: string): string {
  const url = assets[path];
  if (url === undefined) throw new Error(`Asset '${path}' is not referenced by the brand manifest`);
  return url;
}

/** A page's chunk: the page, its copy strings and its assets (src/brand/splitBrand.ts). */
export type BrandPageChunk = PageChunk<BrandImage>;

/**
 * Loads the chunk of the page with key `key` (`virtual:brand-route/<key>`).
 * @throws Error when the brand has no such page, or the chunk fails to load
 */
export function loadPageChunk(key: string): Promise<BrandPageChunk> {
  const load = pageChunks[key];
  if (!load) throw new Error(`The brand has no page with the key '${key}'`);
  return load();
}
