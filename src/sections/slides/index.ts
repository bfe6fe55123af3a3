import { ownCopyKeys, type SectionDefinition } from "../SectionDefinition.ts";
import { slidesSectionSchema } from "./slidesSectionSchema.ts";

/** The `slides` section type: its schema and the copy keys it always renders. */
export const slidesSection: SectionDefinition<typeof slidesSectionSchema> = {
  schema: slidesSectionSchema,
  copyPrefixes: ["slider"],
  copyKeys: (section, field) => [
    ...ownCopyKeys(section, field, "label"),
    // Its slides' labels and pause button (src/components/slider/).
    ...["slideLabel", "pause", "play"].map((part) => ({
      field: `${field}.type`,
      key: `slider.${part}`,
    })),
    ...section.slides.flatMap((slide, index) => [
      { field: `${field}.slides.${index}.key`, key: `${slide.key}.heading` },
      { field: `${field}.slides.${index}.key`, key: `${slide.key}.text` },
      { field: `${field}.slides.${index}.cta.label`, key: slide.cta.label },
    ]),
  ],
};
