import { ownCopyKey, type SectionDefinition } from "../SectionDefinition";
import { splitSectionSchema } from "./splitSectionSchema";

/** The `split` section type's schema and required copy keys (its view: ./SplitSection.tsx). */
export const splitSection: SectionDefinition<typeof splitSectionSchema> = {
  schema: splitSectionSchema,
  copyKeys: (section, field) => [
    ownCopyKey(section, field, "heading"),
    ownCopyKey(section, field, "imageAlt"),
    ...section.blocks.map((block, index) => ({
      field: `${field}.blocks.${index}`,
      key: `${block}.heading`,
    })),
  ],
};
