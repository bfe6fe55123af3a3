import { z } from "zod";
import { copyKeySchema, toneSchema } from "../../brand/schemaAtoms.ts";

/** Numbered steps, in order: how to use, how to order. */
export const stepsSectionSchema = z.strictObject({
  type: z.literal("steps"),
  id: z.string().optional(),
  key: copyKeySchema.meta({
    description:
      "Copy key prefix: `<key>.heading`; `<key>.text` (an intro) and `<key>.note` when present.",
  }),
  tone: toneSchema.default("plain").meta({ description: "Background tone of the band." }),
  steps: z
    .array(copyKeySchema)
    .min(1)
    .meta({ description: "One copy key prefix per step: `<step>.heading` and `<step>.text`." }),
});

/** A `steps` section of a page, as the manifest gives it. */
export type StepsSectionData = z.infer<typeof stepsSectionSchema>;
