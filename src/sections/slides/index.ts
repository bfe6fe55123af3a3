import { ownCopyKey, type SectionDefinition } from "../SectionDefinition";
import { slidesSectionSchema } from "./slidesSectionSchema";

/** The `slides` section type's schema and required copy keys (its view: ./SlidesSection.tsx). */
export const slidesSection: SectionDefinition<typeof slidesSectionSchema> = {
  schema: slidesSectionSchema,
  copyKeys: (section, field) => [
    ownCopyKey(section, field, "label"),
    ...section.slides.flatMap((slide, index) => [
      { field: `${field}.slides.${index}.key`, key: `${slide.key}.heading` },
      { field: `${field}.slides.${index}.key`, key: `${slide.key}.text` },
      { field: `${field}.slides.${index}.cta.label`, key: slide.cta.label },
    ]),
  ],
};
