import { ownCopyKey, type SectionDefinition } from "../SectionDefinition";
import { countersSectionSchema } from "./countersSectionSchema";

/** The `counters` section type's schema and required copy keys (its view: ./CountersSection.tsx). */
export const countersSection: SectionDefinition<typeof countersSectionSchema> = {
  schema: countersSectionSchema,
  copyKeys: (section, field) => [
    ownCopyKey(section, field, "heading"),
    ...section.items.map((item, index) => ({
      field: `${field}.items.${index}.label`,
      key: item.label,
    })),
  ],
};
