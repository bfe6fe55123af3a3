/**
 * The selected brand's data, generated at build time by scripts/siteBuild/plugins/vitePluginBrand.ts and split by
 * src/brand/splitBrand.ts: what every route ships whatever its locale, the chrome's copy per locale
 * and one chunk per page and locale.
 */
declare module "virtual:brand" {
  /** The validated manifest of the brand being built, without the pages' sections. */
  export const manifest: import("./splitBrand").SiteManifest;
  /**
   * Built URL of every asset the chrome uses, keyed by its path (`assets/logo.svg`), but raster
   * images: their URLs are their variants' in `images` (`imageUrl` picks one).
   */
  export const assets: Readonly<Record<string, string>>;
  /** Size and responsive variants of the chrome's image assets, keyed like `assets`. */
  export const images: Readonly<Record<string, import("./brandImage").BrandImage>>;
  /**
   * Loads the chrome's copy strings (shared defaults overlaid by the brand's own) in one locale
   * (`virtual:brand-copy/<locale>`), keyed by locale.
   */
  export const copyChunks: Readonly<
    Record<string, () => Promise<{ copy: import("../i18n/createI18n").CopyStrings }>>
  >;
  /** Loads one page's chunk in one locale (`virtual:brand-route/<locale>/<key>`), keyed by locale, then page key. */
  export const pageChunks: Readonly<
    Record<
      string,
      Readonly<
        Record<
          string,
          () => Promise<import("./splitBrand").PageModule<import("./brandImage").BrandImage>>
        >
      >
    >
  >;
}

/**
 * The loaders of the forms' send copy (`SplitBrand.sendResources`), generated like
 * `virtual:brand`: a module of its own, so that only the forms' chunks carry it.
 */
declare module "virtual:brand-send-copy" {
  /**
   * Loads the forms' send copy in one locale (`virtual:brand-send-copy/<locale>`), keyed by
   * locale; empty for a brand without forms.
   */
  export const sendCopyChunks: Readonly<
    Record<string, () => Promise<{ copy: import("../i18n/createI18n").CopyStrings }>>
  >;
}

/** CSS custom properties of the brand's theme, generated from `manifest.theme`. */
declare module "virtual:brand-theme.css" {}

/** The year the site was built, so prerendered HTML and hydration agree before the live year shows. */
declare const __BUILD_YEAR__: number;
