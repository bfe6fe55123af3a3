import { z } from "zod";
import { assetPathSchema, copyKeySchema, linkSchema } from "../../brand/schemaAtoms.ts";

/**
 * A product banner: the page's `<h1>` (the product's brand title), a claim, calls to action and the
 * product image, which plays the zoom animation while the zoom setting is on (spec §4) and the
 * visitor has not asked for reduced motion.
 */
export const productHeroSectionSchema = z.strictObject({
  type: z.literal("productHero"),
  id: z.string().optional(),
  key: copyKeySchema.meta({
    description:
      "Copy key prefix: `<key>.heading`, `<key>.claim` and `<key>.imageAlt` are read; " +
      "`<key>.eyebrow` (a short line above the heading) when present.",
  }),
  image: assetPathSchema.meta({
    description: "The picture; its size comes from the build (no layout shift).",
  }),
  ctas: z.array(linkSchema).max(2).default([]).meta({
    description: "Calls to action under the claim, the first one styled as the main button.",
  }),
});

/** A `productHero` section of a page, as the manifest gives it. */
export type ProductHeroSectionData = z.infer<typeof productHeroSectionSchema>;
