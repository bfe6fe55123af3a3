import { ownCopyKeys, type SectionDefinition } from "../SectionDefinition.ts";
import { cardsSectionSchema } from "./cardsSectionSchema.ts";

/** The `cards` section type: its schema and the copy keys it always renders. */
export const cardsSection: SectionDefinition<typeof cardsSectionSchema> = {
  schema: cardsSectionSchema,
  copyKeys: (section, field) => [
    ...ownCopyKeys(section, field, "heading"),
    ...section.items.flatMap((item, index) => [
      { field: `${field}.items.${index}.key`, key: `${item.key}.heading` },
      { field: `${field}.items.${index}.key`, key: `${item.key}.text` },
      ...(item.link ? [{ field: `${field}.items.${index}.link.label`, key: item.link.label }] : []),
    ]),
  ],
};
