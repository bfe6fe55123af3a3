import { preload } from "react-dom";
import { useBrand } from "../brand/BrandContext";
import { imageUrl, srcSet } from "../brand/brandImage";
import "./ResponsiveImage.css";

/**
 * A brand image as `<picture>`: AVIF and WebP `srcset`s from the build's variants, an `<img>` with
 * the intrinsic width and height (so its box is reserved before it loads), lazy unless `eager`.
 * SVGs and images the build did not measure render as a plain `<img>`.
 * @param src manifest asset path, e.g. `assets/projects/erection-01.jpg`
 * @param sizes the `sizes` attribute: how wide the image is shown, e.g. `(min-width: 64rem) 25vw, 100vw`
 * @param eager load at once with high priority, and preloaded from the head in its AVIF `srcset`
 *   (React hoists the `<link rel="preload">` into the prerendered head), which the browser would
 *   otherwise find only when it parses the body: for the one image that is the page's largest
 *   contentful paint (the hero's photo), so nothing else competes with it
 */
export function ResponsiveImage({
  src,
  alt,
  sizes = "100vw",
  eager = false,
  className,
}: {
  src: string;
  alt: string;
  sizes?: string;
  eager?: boolean;
  className?: string;
}) {
  const brand = useBrand();
  const image = brand.images?.[src];
  const img = (
    <img
      className={className}
      src={imageUrl(brand, src)}
      width={image?.width}
      height={image?.height}
      alt={alt}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={eager ? "high" : undefined}
    />
  );
  const variants = image?.variants;
  if (!variants) return img;
  if (eager) {
    preload(imageUrl(brand, src), {
      as: "image",
      type: "image/avif",
      imageSrcSet: srcSet(variants, "avif"),
      imageSizes: sizes,
      fetchPriority: "high",
    });
  }
  return (
    <picture className="responsive-image">
      <source type="image/avif" srcSet={srcSet(variants, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(variants, "webp")} sizes={sizes} />
      {img}
    </picture>
  );
}
