import { ownCopyKeys, type SectionDefinition } from "../SectionDefinition.ts";
import { officesSectionSchema } from "./officesSectionSchema.ts";

/** The `offices` section type: its schema and the copy keys it always renders. */
export const officesSection: SectionDefinition<typeof officesSectionSchema> = {
  schema: officesSectionSchema,
  copyPrefixes: ["offices"],
  copyKeys: (section, field) => [
    ...ownCopyKeys(section, field, "heading"),
    ...["offices.phone", "offices.email"].map((key) => ({ field: `${field}.type`, key })),
  ],
};
