import { z } from "zod";
import { assetPathSchema, copyKeySchema, linkSchema } from "../../brand/schemaAtoms.ts";

/** A hero banner: heading, text and an optional call to action. */
export const heroSectionSchema = z.object({
  type: z.literal("hero"),
  /** Fragment id of the section, so `/#id` lands on it. */
  id: z.string().optional(),
  /** Copy key prefix: `<key>.heading` and `<key>.text` are read. */
  key: copyKeySchema,
  /** Optional call to action under the text. */
  cta: linkSchema.optional(),
  /** Optional background photo, shown behind the text with a dark overlay for contrast. */
  image: assetPathSchema.optional(),
});

/** A `hero` section of a page, as the manifest gives it. */
export type HeroSectionData = z.infer<typeof heroSectionSchema>;
