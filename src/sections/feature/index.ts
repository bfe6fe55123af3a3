import { ownCopyKeys, type SectionDefinition } from "../SectionDefinition.ts";
import { featureSectionSchema } from "./featureSectionSchema.ts";

/** The `feature` section type: its schema and the copy keys it always renders. */
export const featureSection: SectionDefinition<typeof featureSectionSchema> = {
  schema: featureSectionSchema,
  copyPrefixes: ["video"],
  copyKeys: (section, field) => [
    ...ownCopyKeys(section, field, "heading", "body"),
    ...(section.image ? [{ field: `${field}.image`, key: `${section.key}.imageAlt` }] : []),
    ...(section.video
      ? [
          { field: `${field}.video`, key: `${section.key}.videoLabel` },
          { field: `${field}.video`, key: "video.unsupported" },
        ]
      : []),
    ...(section.link ? [{ field: `${field}.link.label`, key: section.link.label }] : []),
  ],
};
