/** An encoding the build makes each raster image in, best first (scripts/siteBuild/images/responsiveImages.ts). */
export type ImageFormat = "avif" | "webp";

/**
 * A raster image's encoded variants: one per format and width, each at
 * `${stem}-${width}.${format}`, so a page's data names an image once instead of once per variant.
 */
export interface ImageVariants {
  /** Every variant's URL without its `-<width>.<format>` ending, e.g. `/assets/erection-01-Bx3k9QaZ`. */
  stem: string;
  /** Widths in px, narrowest first; never empty. */
  widths: readonly number[];
}

/**
 * What the build knows of one image in a brand's `assets/` (scripts/siteBuild/images/responsiveImages.ts): its
 * intrinsic size and, for raster images, its AVIF and WebP variants (none for SVG).
 */
export interface BrandImage {
  /** Intrinsic width in px. */
  width: number;
  /** Intrinsic height in px. */
  height: number;
  variants?: ImageVariants;
}

/** How code finds a brand's built assets (the brand context holds them; src/brand/BrandContext.tsx). */
export interface BrandAssets {
  /**
   * Maps a manifest asset path (`assets/logo.svg`) to its built URL. A build's raster images have
   * none: their URLs are their variants' in `images` (`imageUrl` picks one).
   */
  assetUrl: (path: string) => string;
  /**
   * Size and AVIF/WebP variants of each image asset, keyed by manifest path. Absent where the app
   * renders without a build (unit tests); images then fall back to the plain asset URL.
   */
  images?: Readonly<Record<string, BrandImage>>;
}

/** The URL of the variant of `format` at `width` px. */
export function variantUrl({ stem }: ImageVariants, format: ImageFormat, width: number): string {
  return `${stem}-${width}.${format}`;
}

/** A `srcset` value (`a-400.avif 400w, a-800.avif 800w`) of every width in `format`. */
export function srcSet(variants: ImageVariants, format: ImageFormat): string {
  return variants.widths
    .map((width) => `${variantUrl(variants, format, width)} ${width}w`)
    .join(", ");
}

/** The widest WebP variant and its width in px, for a lightbox or an `<img src>`. */
export function widestVariant(variants: ImageVariants): { url: string; width: number } {
  const width = Math.max(...variants.widths);
  return { url: variantUrl(variants, "webp", width), width };
}

/**
 * The one URL of a brand image, for a tag that takes one (`<img src>`, a video's poster): a raster
 * image's widest WebP variant (a build lists no other URL for it), else the asset's built URL.
 * @param path manifest path, e.g. `assets/projects/erection-01.jpg`
 * @throws Error from `assetUrl` when the brand has no such asset
 */
export function imageUrl(brand: BrandAssets, path: string): string {
  const variants = brand.images?.[path]?.variants;
  return variants ? widestVariant(variants).url : brand.assetUrl(path);
}
