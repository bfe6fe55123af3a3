import { ownCopyKeys, type SectionDefinition } from "../SectionDefinition.ts";
import { ctaSectionSchema } from "./ctaSectionSchema.ts";

/** The `cta` section type: its schema and the copy keys it always renders. */
export const ctaSection: SectionDefinition<typeof ctaSectionSchema> = {
  schema: ctaSectionSchema,
  copyKeys: (section, field) => [
    ...ownCopyKeys(section, field, "heading", "text"),
    { field: `${field}.link.label`, key: section.link.label },
  ],
};
