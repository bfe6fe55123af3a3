import { z } from "zod";
import { copyKeySchema } from "../../brand/schemaAtoms.ts";

/** A quotation under a heading, with who said it: a testimonial, a customer's words. */
export const quoteSectionSchema = z.strictObject({
  type: z.literal("quote"),
  id: z.string().optional(),
  key: copyKeySchema.meta({
    description:
      "Copy key prefix: `<key>.heading`, `<key>.quotation`, `<key>.source` (who said it); " +
      "`<key>.text` (an intro) and `<key>.note` when present.",
  }),
});

/** A `quote` section of a page, as the manifest gives it. */
export type QuoteSectionData = z.infer<typeof quoteSectionSchema>;
