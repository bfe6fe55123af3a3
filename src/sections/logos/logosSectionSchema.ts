import { z } from "zod";
import { assetPathSchema, copyKeySchema } from "../../brand/schemaAtoms.ts";

/** A strip of logos (clients, sponsors); each logo's name is its alt text. */
export const logosSectionSchema = z.strictObject({
  type: z.literal("logos"),
  id: z.string().optional(),
  key: copyKeySchema.meta({
    description:
      "Copy key prefix: `<key>.heading`; `<key>.text` (an intro) and `<key>.note` when present.",
  }),
  items: z
    .array(
      z.strictObject({
        src: assetPathSchema.meta({ description: "Logo file (SVG preferred)." }),
        name: copyKeySchema.meta({ description: "Copy key of the organisation's name." }),
      }),
    )
    .min(1),
});

/** A `logos` section of a page, as the manifest gives it. */
export type LogosSectionData = z.infer<typeof logosSectionSchema>;
