/** One encoded variant of a brand image: its built URL and width in px. */
export type ImageVariantUrl = readonly [url: string, width: number];

/**
 * What the build knows of one image in a brand's `assets/` (scripts/responsiveImages.ts): its
 * intrinsic size and, for raster images, AVIF and WebP variants narrowest first (empty for SVG).
 */
export interface BrandImage {
  /** Intrinsic width in px. */
  width: number;
  /** Intrinsic height in px. */
  height: number;
  avif: readonly ImageVariantUrl[];
  webp: readonly ImageVariantUrl[];
}

/** A `srcset` value (`a.avif 400w, b.avif 800w`) from variants. */
export function srcSet(variants: readonly ImageVariantUrl[]): string {
  return variants.map(([url, width]) => `${url} ${width}w`).join(", ");
}

/** The widest variant, for a lightbox or a no-`srcset` fallback; undefined when there is none. */
export function widestVariant(variants: readonly ImageVariantUrl[]): ImageVariantUrl | undefined {
  return variants.reduce<ImageVariantUrl | undefined>(
    (widest, variant) => (widest === undefined || variant[1] > widest[1] ? variant : widest),
    undefined,
  );
}
