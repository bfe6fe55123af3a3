import { ownCopyKeys, type SectionDefinition } from "../SectionDefinition.ts";
import { proseSectionSchema } from "./proseSectionSchema.ts";

/** The `prose` section type: its schema and the copy keys it always renders. */
export const proseSection: SectionDefinition<typeof proseSectionSchema> = {
  schema: proseSectionSchema,
  copyKeys: (section, field) => [
    ...ownCopyKeys(section, field, "heading"),
    ...section.blocks.map((block, index) => ({
      field: `${field}.blocks.${index}`,
      key: `${block}.heading`,
    })),
  ],
};
