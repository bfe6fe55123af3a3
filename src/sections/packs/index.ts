import { ownCopyKeys, type SectionDefinition } from "../SectionDefinition.ts";
import { packsSectionSchema } from "./packsSectionSchema.ts";

/** The `packs` section type: its schema and the copy keys it always renders. */
export const packsSection: SectionDefinition<typeof packsSectionSchema> = {
  schema: packsSectionSchema,
  copyPrefixes: ["packs"],
  copyKeys: (section, field) => [
    ...ownCopyKeys(section, field, "heading", "howToBuy.heading", "call"),
    { field: `${field}.packs`, key: "packs.price" },
    ...(section.packs.some((pack) => pack.listPrice !== undefined)
      ? ["packs.listPrice", "packs.saving"].map((key) => ({ field: `${field}.packs`, key }))
      : []),
    ...(section.orderFormId ? [{ field: `${field}.orderFormId`, key: "packs.buy" }] : []),
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
