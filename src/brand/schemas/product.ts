import { z } from "zod";
import { copyKeySchema } from "../schemaAtoms.ts";

/**
 * The product a single-product brand sells. Its prices are the packs of its `packs` sections
 * (one place for a price); structured data publishes them as the Product's offers.
 */
export const productSchema = z.strictObject({
  name: z
    .string()
    .min(1)
    .meta({
      description:
        "The product's brand title: the `{{product}}` variable of every copy string, the product an " +
        "order enquiry names, and the Product's name in structured data.",
    }),
  description: copyKeySchema.meta({
    description: "Copy key of a one-sentence description of the product, for structured data.",
  }),
});

export type Product = z.infer<typeof productSchema>;
