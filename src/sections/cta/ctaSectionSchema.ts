import { z } from "zod";
import { copyKeySchema, linkSchema } from "../../brand/schemaAtoms.ts";

/** A call-to-action band: a heading, a line of text and a button (service pages). */
export const ctaSectionSchema = z.strictObject({
  type: z.literal("cta"),
  id: z.string().optional(),
  key: copyKeySchema.meta({ description: "Copy key prefix: `<key>.heading`, `<key>.text`." }),
  link: linkSchema,
});

/** A `cta` section of a page, as the manifest gives it. */
export type CtaSectionData = z.infer<typeof ctaSectionSchema>;
