import { ownCopyKey, type SectionDefinition } from "../SectionDefinition";
import { featureSectionSchema } from "./featureSectionSchema";

/** The `feature` section type's schema and required copy keys (its view: ./FeatureSection.tsx). */
export const featureSection: SectionDefinition<typeof featureSectionSchema> = {
  schema: featureSectionSchema,
  copyKeys: (section, field) => [
    ownCopyKey(section, field, "heading"),
    ownCopyKey(section, field, "body"),
    ...(section.image ? [{ field: `${field}.image`, key: `${section.key}.imageAlt` }] : []),
    ...(section.video ? [{ field: `${field}.video`, key: `${section.key}.videoLabel` }] : []),
    ...(section.link ? [{ field: `${field}.link.label`, key: section.link.label }] : []),
  ],
};
