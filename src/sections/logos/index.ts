import { ownCopyKeys, type SectionDefinition } from "../SectionDefinition.ts";
import { logosSectionSchema } from "./logosSectionSchema.ts";

/** The `logos` section type: its schema and the copy keys it always renders. */
export const logosSection: SectionDefinition<typeof logosSectionSchema> = {
  schema: logosSectionSchema,
  copyKeys: (section, field) => [
    ...ownCopyKeys(section, field, "heading"),
    ...section.items.map((item, index) => ({
      field: `${field}.items.${index}.name`,
      key: item.name,
    })),
  ],
};
