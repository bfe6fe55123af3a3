import { ownCopyKeys, type SectionDefinition } from "../SectionDefinition.ts";
import { carouselSectionSchema } from "./carouselSectionSchema.ts";

/** The `carousel` section type: its schema and the copy keys it always renders. */
export const carouselSection: SectionDefinition<typeof carouselSectionSchema> = {
  schema: carouselSectionSchema,
  copyPrefixes: ["slider"],
  copyKeys: (section, field) => [
    ...ownCopyKeys(section, field, "heading", "imageAlt"),
    // Its slides' labels, arrows and pause button (src/components/slider/).
    ...["slideLabel", "previous", "next", "pause", "play"].map((part) => ({
      field: `${field}.type`,
      key: `slider.${part}`,
    })),
    ...section.images.flatMap((image, index) =>
      typeof image === "string"
        ? []
        : ["title", "issuer"].map((part) => ({
            field: `${field}.images.${index}.caption`,
            key: `${image.caption}.${part}`,
          })),
    ),
  ],
};
