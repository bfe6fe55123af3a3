import { ownCopyKeys, type SectionDefinition } from "../SectionDefinition.ts";
import { productHeroSectionSchema } from "./productHeroSectionSchema.ts";

/** The `productHero` section type: its schema and the copy keys it always renders. */
export const productHeroSection: SectionDefinition<typeof productHeroSectionSchema> = {
  schema: productHeroSectionSchema,
  copyKeys: (section, field) => [
    ...ownCopyKeys(section, field, "heading", "claim", "imageAlt"),
    ...section.ctas.map((cta, index) => ({
      field: `${field}.ctas.${index}.label`,
      key: cta.label,
    })),
  ],
};
