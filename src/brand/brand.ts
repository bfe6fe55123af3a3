import { assets, images, manifest, resources } from "virtual:brand";

/**
 * The one module through which client code reaches the brand chosen at build time
 * (`virtual:brand`, generated from `brands/<id>/`). Components receive the manifest through
 * `BrandProvider` instead, so they can be rendered with any manifest in tests.
 */
export { images, manifest, resources };

/**
 * URL of a brand asset after the build hashed it.
 * @param path path as written in the manifest, e.g. `assets/logo.svg`
 * @throws Error when the manifest never named that asset (the build did not include it)
 */
export function assetUrl(path: string): string {
  const url = assets[path];
  if (url === undefined) throw new Error(`Asset '${path}' is not referenced by the brand manifest`);
  return url;
}
