import { z } from "zod";
import { assetPathSchema, copyKeySchema } from "../../brand/schemaAtoms.ts";

/** A strip of logos (clients, sponsors); each logo's name is its alt text. */
export const logosSectionSchema = z.object({
  type: z.literal("logos"),
  id: z.string().optional(),
  /** Copy key prefix: `<key>.heading`, optional `<key>.text`. */
  key: copyKeySchema,
  items: z
    .array(
      z.object({
        /** Logo file (SVG preferred). */
        src: assetPathSchema,
        /** Copy key of the organisation's name. */
        name: copyKeySchema,
      }),
    )
    .min(1),
});

/** A `logos` section of a page, as the manifest gives it. */
export type LogosSectionData = z.infer<typeof logosSectionSchema>;
