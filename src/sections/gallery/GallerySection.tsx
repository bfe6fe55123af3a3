import { type MouseEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useBrand } from "../../brand/BrandContext";
import { imageUrl, srcSet, widestVariant } from "../../brand/brandImage";
import { ResponsiveImage } from "../../components/ResponsiveImage";
import { SectionFrame } from "../SectionFrame";
import type { SectionProps } from "../SectionProps";
import { filterImages, nextFilter } from "./galleryFilter";
import type { GallerySectionData } from "./gallerySectionSchema";
import { galleryTiles } from "./galleryTiles";
import type { LightboxItem } from "./lightbox/lightboxState";
import { useLightbox } from "./lightbox/useLightbox";
import "./GallerySection.css";

/**
 * A grid of photos that enlarge in a lightbox on click (spec §2: Home gallery, Projects; spec §4:
 * Image zoom), with filter buttons when the manifest gives categories (spec §4, Projects filter:
 * all by default; choosing the active category again returns to all). Each photo is a link to
 * its largest variant, so it opens even before the script runs. A photo's manifest `caption`
 * (project, place, year) shows under it and in the lightbox. Some photos are shown larger so
 * every row of the grid is full for the count shown (`galleryTiles`).
 */
export function GallerySection({ section, headingLevel }: SectionProps<GallerySectionData>) {
  const { t } = useTranslation();
  const brand = useBrand();
  const [filter, setFilter] = useState<string | null>(null);
  const lightbox = useLightbox();

  const categoryLabel = (id: string | undefined) => {
    const category = section.categories?.find((entry) => entry.id === id);
    return category ? t(category.label) : "";
  };
  // Photos are numbered within their category, so alt texts read "Erection project photo 3".
  const numbered = section.images.map((image, index) => ({
    ...image,
    n: section.images.slice(0, index + 1).filter((other) => other.category === image.category)
      .length,
  }));
  const shown = filterImages(numbered, filter);
  const tiles = galleryTiles(shown.length);
  const altOf = (image: (typeof numbered)[number]) =>
    t(image.alt ?? `${section.key}.imageAlt`, {
      n: image.n,
      category: categoryLabel(image.category),
    });
  const captionOf = (image: (typeof numbered)[number]) =>
    image.caption &&
    t("gallery.caption", {
      project: t(`${image.caption.key}.project`),
      place: t(`${image.caption.key}.place`),
      year: image.caption.year,
    });
  const lightboxItems: LightboxItem[] = shown.map((image) => {
    const data = brand.images?.[image.src];
    const variants = data?.variants;
    const widest = variants && widestVariant(variants);
    const width = widest?.width ?? data?.width ?? 1200;
    const height = data ? Math.round((data.height * width) / data.width) : 800;
    return {
      src: imageUrl(brand, image.src),
      srcset: variants && srcSet(variants, "webp"),
      width,
      height,
      alt: altOf(image),
      caption: captionOf(image) || undefined,
    };
  });

  const onPhotoClick = (event: MouseEvent<HTMLAnchorElement>, index: number) => {
    // Let modified clicks open the image itself in a new tab.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    lightbox.open(lightboxItems, index);
  };

  return (
    <SectionFrame className="gallery" section={section} headingLevel={headingLevel}>
      {section.categories && (
        <fieldset className="gallery__filters">
          <legend className="visually-hidden">{t("gallery.filterLabel")}</legend>
          <button
            type="button"
            className="gallery__filter"
            aria-pressed={filter === null}
            onClick={() => setFilter(null)}
          >
            {t("gallery.filter.all")}
          </button>
          {section.categories.map((category) => (
            <button
              key={category.id}
              type="button"
              className="gallery__filter"
              aria-pressed={filter === category.id}
              data-category={category.id}
              onClick={() => setFilter((current) => nextFilter(current, category.id))}
            >
              {t(category.label)}
            </button>
          ))}
        </fieldset>
      )}
      {section.categories && (
        <p className="gallery__count" aria-live="polite">
          {t("gallery.showing", { count: shown.length })}
        </p>
      )}
      <ul className="gallery__grid" data-lightbox-state={lightbox.state}>
        {shown.map((image, index) => {
          const item = lightboxItems[index];
          const wide = tiles.wide.has(index);
          const large = tiles.large.has(index);
          const className = [
            "gallery__item",
            wide && "gallery__item--wide",
            large && "gallery__item--large",
          ]
            .filter(Boolean)
            .join(" ");
          return (
            <li key={image.id} className={className} data-category={image.category}>
              <a
                className="gallery__link"
                href={item?.src}
                data-pswp-width={item?.width}
                data-pswp-height={item?.height}
                aria-label={t("gallery.enlarge", { alt: altOf(image) })}
                onClick={(event) => onPhotoClick(event, index)}
              >
                <ResponsiveImage
                  src={image.src}
                  alt=""
                  sizes={`(min-width: 64rem) ${large ? "36rem" : "18rem"}, ${wide ? "100vw" : "50vw"}`}
                  className="gallery__image"
                />
              </a>
              {image.caption && (
                <p className="gallery__caption">
                  <span className="gallery__project">{t(`${image.caption.key}.project`)}</span>
                  <span className="gallery__place">
                    {t("gallery.placeAndYear", {
                      place: t(`${image.caption.key}.place`),
                      year: image.caption.year,
                    })}
                  </span>
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </SectionFrame>
  );
}
