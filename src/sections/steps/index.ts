import { ownCopyKeys, type SectionDefinition } from "../SectionDefinition.ts";
import { stepsSectionSchema } from "./stepsSectionSchema.ts";

/** The `steps` section type: its schema and the copy keys it always renders. */
export const stepsSection: SectionDefinition<typeof stepsSectionSchema> = {
  schema: stepsSectionSchema,
  copyKeys: (section, field) => [
    ...ownCopyKeys(section, field, "heading"),
    ...section.steps.flatMap((step, index) => [
      { field: `${field}.steps.${index}`, key: `${step}.heading` },
      { field: `${field}.steps.${index}`, key: `${step}.text` },
    ]),
  ],
};
