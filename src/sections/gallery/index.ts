import { ownCopyKeys, type SectionDefinition } from "../SectionDefinition.ts";
import { gallerySectionSchema } from "./gallerySectionSchema.ts";

/** The `gallery` section type: its schema and the copy keys it always renders. */
export const gallerySection: SectionDefinition<typeof gallerySectionSchema> = {
  schema: gallerySectionSchema,
  copyPrefixes: ["gallery", "lightbox"],
  copyKeys: (section, field) => [
    ...ownCopyKeys(section, field, "heading", "imageAlt"),
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
