import { ownCopyKey, type SectionDefinition } from "../SectionDefinition";
import { packsSectionSchema } from "./packsSectionSchema";

/** The `packs` section type's schema and required copy keys (its view: ./PacksSection.tsx). */
export const packsSection: SectionDefinition<typeof packsSectionSchema> = {
  schema: packsSectionSchema,
  copyKeys: (section, field) => [
    ownCopyKey(section, field, "heading"),
    ownCopyKey(section, field, "howToBuy.heading"),
    ownCopyKey(section, field, "call"),
    ...(section.orderFormId
      ? [{ field: `${field}.orderFormId`, key: `${section.key}.orderForm` }]
      : []),
    ...section.packs.flatMap((pack, index) => [
      { field: `${field}.packs.${index}.key`, key: `${pack.key}.heading` },
      { field: `${field}.packs.${index}.key`, key: `${pack.key}.text` },
    ]),
    ...section.buyLinks.map((link, index) => ({
      field: `${field}.buyLinks.${index}.label`,
      key: link.label,
    })),
  ],
};
