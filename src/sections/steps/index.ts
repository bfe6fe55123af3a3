import { ownCopyKey, type SectionDefinition } from "../SectionDefinition";
import { stepsSectionSchema } from "./stepsSectionSchema";

/** The `steps` section type's schema and required copy keys (its view: ./StepsSection.tsx). */
export const stepsSection: SectionDefinition<typeof stepsSectionSchema> = {
  schema: stepsSectionSchema,
  copyKeys: (section, field) => [
    ownCopyKey(section, field, "heading"),
    ...section.steps.flatMap((step, index) => [
      { field: `${field}.steps.${index}`, key: `${step}.heading` },
      { field: `${field}.steps.${index}`, key: `${step}.text` },
    ]),
  ],
};
