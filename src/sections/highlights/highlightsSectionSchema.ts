import { z } from "zod";
import { assetPathSchema, copyKeySchema, toneSchema } from "../../brand/schemaAtoms.ts";

/** A grid of points, each with an optional icon: benefits, ingredients, features. */
export const highlightsSectionSchema = z.object({
  type: z.literal("highlights"),
  id: z.string().optional(),
  /** Copy key prefix: `<key>.heading`; `<key>.text` (an intro) and `<key>.note` when present. */
  key: copyKeySchema,
  /** Background tone of the band. */
  tone: toneSchema.default("plain"),
  items: z
    .array(
      z.object({
        /**
         * Copy key prefix of the point: `<key>.heading`, `<key>.text`; `<key>.detail` (a short
         * fact such as an amount per serving) when present.
         */
        key: copyKeySchema,
        /** A decorative icon (read as empty by screen readers: the heading says it all). */
        icon: assetPathSchema.optional(),
      }),
    )
    .min(1),
});

/** A `highlights` section of a page, as the manifest gives it. */
export type HighlightsSectionData = z.infer<typeof highlightsSectionSchema>;
