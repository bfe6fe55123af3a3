/** The selected brand's data, generated at build time by scripts/vitePluginBrand.ts. */
declare module "virtual:brand" {
  /** The validated manifest of the brand being built. */
  export const manifest: import("./manifestSchema").Manifest;
  /** Copy strings per locale: shared defaults overlaid by the brand's own. */
  export const resources: import("../i18n/createI18n").LocaleResources;
  /** Built URL of every asset the manifest names, keyed by its path (`assets/logo.svg`). */
  export const assets: Readonly<Record<string, string>>;
  /** Size and responsive variants of every image asset (raster and SVG), keyed like `assets`. */
  export const images: Readonly<Record<string, import("./brandImage").BrandImage>>;
}

/** CSS custom properties of the brand's theme, generated from `manifest.theme`. */
declare module "virtual:brand-theme.css" {}

/** The year the site was built, so prerendered HTML and hydration agree before the live year shows. */
declare const __BUILD_YEAR__: number;
