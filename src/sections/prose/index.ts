import { ownCopyKey, type SectionDefinition } from "../SectionDefinition";
import { proseSectionSchema } from "./proseSectionSchema";

/** The `prose` section type's schema and required copy keys (its view: ./ProseSection.tsx). */
export const proseSection: SectionDefinition<typeof proseSectionSchema> = {
  schema: proseSectionSchema,
  copyKeys: (section, field) => [
    ownCopyKey(section, field, "heading"),
    ...section.blocks.map((block, index) => ({
      field: `${field}.blocks.${index}`,
      key: `${block}.heading`,
    })),
  ],
};
