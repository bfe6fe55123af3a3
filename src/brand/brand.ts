import { assets, copyChunks, images, manifest, pageChunks } from "virtual:brand";
import type { CopyStrings } from "../i18n/createI18n";
import type { BrandImage } from "./brandImage";
import type { PageModule } from "./splitBrand";

/**
 * The one module through which client code reaches the brand chosen at build time
 * (`virtual:brand`, generated from `brands/<id>/`): what every route needs, whatever its locale.
 * Components receive the manifest through `BrandProvider` instead, so they can be rendered with
 * any manifest in tests.
 */
export { images, manifest };

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

/** A page's chunk in one locale: the page, its copy strings and its assets (src/brand/splitBrand.ts). */
export type BrandPageChunk = PageModule<BrandImage>;

/**
 * Loads the chunk of the page with key `key` in `locale` (`virtual:brand-route/<locale>/<key>`).
 * @throws Error when the brand has no such locale or page, or the chunk fails to load
 */
export function loadPageChunk(locale: string, key: string): Promise<BrandPageChunk> {
  const load = pageChunks[locale]?.[key];
  if (!load) throw new Error(`The brand has no page with the key '${key}' in locale '${locale}'`);
  return load();
}

/**
 * Loads the chrome's copy strings in `locale` (`virtual:brand-copy/<locale>`): header, footer,
 * forms, not-found page.
 * @throws Error when the brand has no such locale, or the chunk fails to load
 */
export async function loadLocaleCopy(locale: string): Promise<CopyStrings> {
  const load = copyChunks[locale];
  if (!load) throw new Error(`The brand has no locale '${locale}'`);
  return (await load()).copy;
}
