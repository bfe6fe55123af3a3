import { z } from "zod";
import { copyKeySchema } from "../../brand/schemaAtoms.ts";

/** Numbers that count up from 0 when they scroll into view (spec §2, Home counters; spec §9). */
export const countersSectionSchema = z.strictObject({
  type: z.literal("counters"),
  id: z.string().optional(),
  key: copyKeySchema.meta({
    description:
      "Copy key prefix: `<key>.heading`; `<key>.text` (an intro) and `<key>.note` when present.",
  }),
  durationMs: z
    .number()
    .int()
    .min(0)
    .max(10000)
    .default(2000)
    .meta({ description: "Length of the count-up, in ms." }),
  items: z
    .array(
      z.strictObject({
        label: copyKeySchema.meta({ description: "Copy key of the label under the number." }),
        target: z.number().int().min(0).meta({ description: "The number counted up to." }),
        suffix: z
          .string()
          .max(3)
          .default("")
          .meta({ description: "Shown right after the number, e.g. `+`." }),
      }),
    )
    .min(1),
});

/** A `counters` section of a page, as the manifest gives it. */
export type CountersSectionData = z.infer<typeof countersSectionSchema>;
