import { ownCopyKey, type SectionDefinition } from "../SectionDefinition";
import { highlightsSectionSchema } from "./highlightsSectionSchema";

/** The `highlights` section type's schema and required copy keys (its view: ./HighlightsSection.tsx). */
export const highlightsSection: SectionDefinition<typeof highlightsSectionSchema> = {
  schema: highlightsSectionSchema,
  copyKeys: (section, field) => [
    ownCopyKey(section, field, "heading"),
    ...section.items.flatMap((item, index) => [
      { field: `${field}.items.${index}.key`, key: `${item.key}.heading` },
      { field: `${field}.items.${index}.key`, key: `${item.key}.text` },
    ]),
  ],
};
