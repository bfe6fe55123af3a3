import { z } from "zod";
import { assetPathSchema, copyKeySchema, toneSchema } from "../../brand/schemaAtoms.ts";

/** A grid of points, each with an optional icon: benefits, ingredients, features. */
export const highlightsSectionSchema = z.strictObject({
  type: z.literal("highlights"),
  id: z.string().optional(),
  key: copyKeySchema.meta({
    description:
      "Copy key prefix: `<key>.heading`; `<key>.text` (an intro) and `<key>.note` when present.",
  }),
  tone: toneSchema.default("plain").meta({ description: "Background tone of the band." }),
  items: z
    .array(
      z.strictObject({
        key: copyKeySchema.meta({
          description:
            "Copy key prefix of the point: `<key>.heading`, `<key>.text`; `<key>.detail` (a short " +
            "fact such as an amount per serving) when present.",
        }),
        icon: assetPathSchema.optional().meta({
          description:
            "A decorative icon (read as empty by screen readers: the heading says it all).",
        }),
      }),
    )
    .min(1),
});

/** A `highlights` section of a page, as the manifest gives it. */
export type HighlightsSectionData = z.infer<typeof highlightsSectionSchema>;
