import { z } from "zod";
import { assetPathSchema } from "../schemaAtoms.ts";

/** An image with its intrinsic size, so the page reserves its box before it loads (no layout shift). */
export const imageSchema = z.strictObject({
  src: assetPathSchema,
  width: z.number().int().positive().meta({ description: "Intrinsic width in px." }),
  height: z.number().int().positive().meta({ description: "Intrinsic height in px." }),
});

export type Image = z.infer<typeof imageSchema>;
