import { ownCopyKey, type SectionDefinition } from "../SectionDefinition";
import { officesSectionSchema } from "./officesSectionSchema";

/** The `offices` section type's schema and required copy keys (its view: ./OfficesSection.tsx). */
export const officesSection: SectionDefinition<typeof officesSectionSchema> = {
  schema: officesSectionSchema,
  copyKeys: (section, field) => [ownCopyKey(section, field, "heading")],
};
