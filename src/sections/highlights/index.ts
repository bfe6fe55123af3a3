import { ownCopyKeys, type SectionDefinition } from "../SectionDefinition.ts";
import { highlightsSectionSchema } from "./highlightsSectionSchema.ts";

/** The `highlights` section type: its schema and the copy keys it always renders. */
export const highlightsSection: SectionDefinition<typeof highlightsSectionSchema> = {
  schema: highlightsSectionSchema,
  copyKeys: (section, field) => [
    ...ownCopyKeys(section, field, "heading"),
    ...section.items.flatMap((item, index) => [
      { field: `${field}.items.${index}.key`, key: `${item.key}.heading` },
      { field: `${field}.items.${index}.key`, key: `${item.key}.text` },
    ]),
  ],
};
