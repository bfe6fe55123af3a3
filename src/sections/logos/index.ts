import { ownCopyKey, type SectionDefinition } from "../SectionDefinition";
import { logosSectionSchema } from "./logosSectionSchema";

/** The `logos` section type's schema and required copy keys (its view: ./LogosSection.tsx). */
export const logosSection: SectionDefinition<typeof logosSectionSchema> = {
  schema: logosSectionSchema,
  copyKeys: (section, field) => [
    ownCopyKey(section, field, "heading"),
    ...section.items.map((item, index) => ({
      field: `${field}.items.${index}.name`,
      key: item.name,
    })),
  ],
};
