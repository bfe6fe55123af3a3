import { ownCopyKeys, type SectionDefinition } from "../SectionDefinition.ts";
import { countersSectionSchema } from "./countersSectionSchema.ts";

/** The `counters` section type: its schema and the copy keys it always renders. */
export const countersSection: SectionDefinition<typeof countersSectionSchema> = {
  schema: countersSectionSchema,
  copyKeys: (section, field) => [
    ...ownCopyKeys(section, field, "heading"),
    ...section.items.map((item, index) => ({
      field: `${field}.items.${index}.label`,
      key: item.label,
    })),
  ],
};
