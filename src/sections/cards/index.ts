import { ownCopyKey, type SectionDefinition } from "../SectionDefinition";
import { cardsSectionSchema } from "./cardsSectionSchema";

/** The `cards` section type's schema and required copy keys (its view: ./CardsSection.tsx). */
export const cardsSection: SectionDefinition<typeof cardsSectionSchema> = {
  schema: cardsSectionSchema,
  copyKeys: (section, field) => [
    ownCopyKey(section, field, "heading"),
    ...section.items.flatMap((item, index) => [
      { field: `${field}.items.${index}.key`, key: `${item.key}.heading` },
      ...(item.link ? [{ field: `${field}.items.${index}.link.label`, key: item.link.label }] : []),
    ]),
  ],
};
