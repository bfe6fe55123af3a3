import { z } from "zod";
import { assetPathSchema } from "../schemaAtoms.ts";

/** An image with its intrinsic size, so the page reserves its box before it loads (no layout shift). */
export const imageSchema = z.object({
  src: assetPathSchema,
  /** Intrinsic width in px. */
  width: z.number().int().positive(),
  /** Intrinsic height in px. */
  height: z.number().int().positive(),
});

export type Image = z.infer<typeof imageSchema>;
