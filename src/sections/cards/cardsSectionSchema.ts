import { z } from "zod";
import { assetPathSchema, copyKeySchema, linkSchema } from "../../brand/schemaAtoms.ts";

/** A grid of cards, each with a heading, text and an optional link. */
export const cardsSectionSchema = z.object({
  type: z.literal("cards"),
  id: z.string().optional(),
  /** Copy key prefix of the section: `<key>.heading`. */
  key: copyKeySchema,
  items: z
    .array(
      z.object({
        /** Copy key prefix of the card: `<key>.heading`, `<key>.text`. */
        key: copyKeySchema,
        /** Optional link under the card. */
        link: linkSchema.optional(),
        /** Optional photo at the top of the card. */
        image: assetPathSchema.optional(),
      }),
    )
    .min(1),
});

/** A `cards` section of a page, as the manifest gives it. */
export type CardsSectionData = z.infer<typeof cardsSectionSchema>;
