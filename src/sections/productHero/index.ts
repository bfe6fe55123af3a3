import { ownCopyKey, type SectionDefinition } from "../SectionDefinition";
import { productHeroSectionSchema } from "./productHeroSectionSchema";

/** The `productHero` section type's schema and required copy keys (its view: ./ProductHeroSection.tsx). */
export const productHeroSection: SectionDefinition<typeof productHeroSectionSchema> = {
  schema: productHeroSectionSchema,
  copyKeys: (section, field) => [
    ownCopyKey(section, field, "heading"),
    ownCopyKey(section, field, "claim"),
    ownCopyKey(section, field, "imageAlt"),
    ...section.ctas.map((cta, index) => ({
      field: `${field}.ctas.${index}.label`,
      key: cta.label,
    })),
  ],
};
