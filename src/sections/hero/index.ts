import { ownCopyKeys, type SectionDefinition } from "../SectionDefinition.ts";
import { heroSectionSchema } from "./heroSectionSchema.ts";

/** The `hero` section type: its schema and the copy keys it always renders. */
export const heroSection: SectionDefinition<typeof heroSectionSchema> = {
  schema: heroSectionSchema,
  copyKeys: (section, field) => [
    ...ownCopyKeys(section, field, "heading", "text"),
    ...(section.cta ? [{ field: `${field}.cta.label`, key: section.cta.label }] : []),
  ],
};
