import { z } from "zod";
import { assetPathSchema, copyKeySchema, linkSchema } from "../../brand/schemaAtoms.ts";

/** A grid of cards, each with a heading, text and an optional link. */
export const cardsSectionSchema = z.strictObject({
  type: z.literal("cards"),
  id: z.string().optional(),
  key: copyKeySchema.meta({
    description:
      "Copy key prefix of the section: `<key>.heading`; `<key>.text` (an intro) and `<key>.note` when present.",
  }),
  items: z
    .array(
      z.strictObject({
        key: copyKeySchema.meta({
          description: "Copy key prefix of the card: `<key>.heading`, `<key>.text`.",
        }),
        link: linkSchema.optional().meta({ description: "Optional link under the card." }),
        image: assetPathSchema
          .optional()
          .meta({ description: "Optional photo at the top of the card." }),
      }),
    )
    .min(1),
});

/** A `cards` section of a page, as the manifest gives it. */
export type CardsSectionData = z.infer<typeof cardsSectionSchema>;
