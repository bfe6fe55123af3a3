import { ownCopyKey, type SectionDefinition } from "../SectionDefinition";
import { ctaSectionSchema } from "./ctaSectionSchema";

/** The `cta` section type's schema and required copy keys (its view: ./CtaSection.tsx). */
export const ctaSection: SectionDefinition<typeof ctaSectionSchema> = {
  schema: ctaSectionSchema,
  copyKeys: (section, field) => [
    ownCopyKey(section, field, "heading"),
    ownCopyKey(section, field, "text"),
    { field: `${field}.link.label`, key: section.link.label },
  ],
};
