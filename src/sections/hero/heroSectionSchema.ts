import { z } from "zod";
import { assetPathSchema, copyKeySchema, linkSchema } from "../../brand/schemaAtoms.ts";

/** A hero banner: heading, text and an optional call to action. */
export const heroSectionSchema = z.strictObject({
  type: z.literal("hero"),
  id: z
    .string()
    .optional()
    .meta({ description: "Fragment id of the section, so `/#id` lands on it." }),
  key: copyKeySchema.meta({
    description: "Copy key prefix: `<key>.heading` and `<key>.text` are read.",
  }),
  cta: linkSchema.optional().meta({ description: "Optional call to action under the text." }),
  image: assetPathSchema.optional().meta({
    description:
      "Optional background photo, shown behind the text with a dark overlay for contrast.",
  }),
});

/** A `hero` section of a page, as the manifest gives it. */
export type HeroSectionData = z.infer<typeof heroSectionSchema>;
