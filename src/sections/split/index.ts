import { ownCopyKeys, type SectionDefinition } from "../SectionDefinition.ts";
import { splitSectionSchema } from "./splitSectionSchema.ts";

/** The `split` section type: its schema and the copy keys it always renders. */
export const splitSection: SectionDefinition<typeof splitSectionSchema> = {
  schema: splitSectionSchema,
  copyKeys: (section, field) => [
    ...ownCopyKeys(section, field, "heading", "imageAlt"),
    ...section.blocks.map((block, index) => ({
      field: `${field}.blocks.${index}`,
      key: `${block}.heading`,
    })),
  ],
};
