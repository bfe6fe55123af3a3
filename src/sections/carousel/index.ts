import { ownCopyKey, type SectionDefinition } from "../SectionDefinition";
import { carouselSectionSchema } from "./carouselSectionSchema";

/** The `carousel` section type's schema and required copy keys (its view: ./CarouselSection.tsx). */
export const carouselSection: SectionDefinition<typeof carouselSectionSchema> = {
  schema: carouselSectionSchema,
  copyKeys: (section, field) => [
    ownCopyKey(section, field, "heading"),
    ownCopyKey(section, field, "imageAlt"),
  ],
};
