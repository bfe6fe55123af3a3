import { ownCopyKeys, type SectionDefinition } from "../SectionDefinition.ts";
import { gallerySectionSchema } from "./gallerySectionSchema.ts";

/** The `gallery` section type: its schema and the copy keys it always renders. */
export const gallerySection: SectionDefinition<typeof gallerySectionSchema> = {
  schema: gallerySectionSchema,
  copyPrefixes: ["gallery", "lightbox"],
  copyKeys: (section, field) => [
    ...ownCopyKeys(section, field, "heading", "imageAlt"),
    // Each photo's link and the lightbox it opens (./lightbox/).
    ...[
      "gallery.enlarge",
      "lightbox.close",
      "lightbox.previous",
      "lightbox.next",
      "lightbox.zoom",
    ].map((key) => ({ field: `${field}.type`, key })),
    // The filter buttons and the count of photos shown (`_other`: every language has that form).
    ...(section.categories
      ? ["gallery.filterLabel", "gallery.filter.all", "gallery.showing_other"].map((key) => ({
          field: `${field}.categories`,
          key,
        }))
      : []),
    ...(section.images.some((image) => image.caption)
      ? ["gallery.caption", "gallery.placeAndYear"].map((key) => ({
          field: `${field}.images`,
          key,
        }))
      : []),
    ...section.images.flatMap((image, index) => [
      ...(image.alt ? [{ field: `${field}.images.${index}.alt`, key: image.alt }] : []),
      ...(image.caption
        ? ["project", "place"].map((part) => ({
            field: `${field}.images.${index}.caption.key`,
            key: `${image.caption?.key}.${part}`,
          }))
        : []),
    ]),
    ...(section.categories ?? []).map((category, index) => ({
      field: `${field}.categories.${index}.label`,
      key: category.label,
    })),
  ],
};
