import { z } from "zod";
import { copyKeySchema } from "../../brand/schemaAtoms.ts";

/** Numbers that count up from 0 when they scroll into view (spec §2, Home counters; spec §9). */
export const countersSectionSchema = z.object({
  type: z.literal("counters"),
  id: z.string().optional(),
  /** Copy key prefix: `<key>.heading`. */
  key: copyKeySchema,
  /** Length of the count-up, in ms. */
  durationMs: z.number().int().min(0).max(10000).default(2000),
  items: z
    .array(
      z.object({
        /** Copy key of the label under the number. */
        label: copyKeySchema,
        /** The number counted up to. */
        target: z.number().int().min(0),
        /** Shown right after the number, e.g. `+`. */
        suffix: z.string().max(3).default(""),
      }),
    )
    .min(1),
});

/** A `counters` section of a page, as the manifest gives it. */
export type CountersSectionData = z.infer<typeof countersSectionSchema>;
