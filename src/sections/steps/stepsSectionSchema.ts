import { z } from "zod";
import { copyKeySchema, toneSchema } from "../../brand/schemaAtoms.ts";

/** Numbered steps, in order: how to use, how to order. */
export const stepsSectionSchema = z.object({
  type: z.literal("steps"),
  id: z.string().optional(),
  /** Copy key prefix: `<key>.heading`; `<key>.text` (an intro) and `<key>.note` when present. */
  key: copyKeySchema,
  /** Background tone of the band. */
  tone: toneSchema.default("plain"),
  /** One copy key prefix per step: `<step>.heading` and `<step>.text`. */
  steps: z.array(copyKeySchema).min(1),
});

/** A `steps` section of a page, as the manifest gives it. */
export type StepsSectionData = z.infer<typeof stepsSectionSchema>;
