import { ownCopyKey, type SectionDefinition } from "../SectionDefinition";
import { heroSectionSchema } from "./heroSectionSchema";

/** The `hero` section type's schema and required copy keys (its view: ./HeroSection.tsx). */
export const heroSection: SectionDefinition<typeof heroSectionSchema> = {
  schema: heroSectionSchema,
  copyKeys: (section, field) => [
    ownCopyKey(section, field, "heading"),
    ownCopyKey(section, field, "text"),
    ...(section.cta ? [{ field: `${field}.cta.label`, key: section.cta.label }] : []),
  ],
};
