import { ownCopyKey, type SectionDefinition } from "../SectionDefinition";
import { gallerySectionSchema } from "./gallerySectionSchema";

/** The `gallery` section type's schema and required copy keys (its view: ./GallerySection.tsx). */
export const gallerySection: SectionDefinition<typeof gallerySectionSchema> = {
  schema: gallerySectionSchema,
  copyKeys: (section, field) => [
    ownCopyKey(section, field, "heading"),
    ownCopyKey(section, field, "imageAlt"),
    ...section.images.flatMap((image, index) =>
      image.alt ? [{ field: `${field}.images.${index}.alt`, key: image.alt }] : [],
    ),
    ...(section.categories ?? []).map((category, index) => ({
      field: `${field}.categories.${index}.label`,
      key: category.label,
    })),
  ],
};
