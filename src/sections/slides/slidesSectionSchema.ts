import { z } from "zod";
import {
  assetPathSchema,
  autoplaySchema,
  copyKeySchema,
  linkSchema,
} from "../../brand/schemaAtoms.ts";

/**
 * A full-width banner of slides that loops and plays by itself; each slide has a heading, text,
 * a photo and a call to action (spec §2, Home banner; spec §9: loops, auto-play on, swiping off).
 */
export const slidesSectionSchema = z.strictObject({
  type: z.literal("slides"),
  id: z.string().optional(),
  key: copyKeySchema.meta({
    description:
      "Copy key prefix of the section: `<key>.label` names the slider for assistive technology.",
  }),
  autoplay: autoplaySchema,
  swipe: z
    .boolean()
    .default(false)
    .meta({ description: "Whether visitors may drag or swipe between slides." }),
  slides: z
    .array(
      z.strictObject({
        key: copyKeySchema.meta({
          description: "Copy key prefix of the slide: `<key>.heading`, `<key>.text`.",
        }),
        image: assetPathSchema.meta({ description: "Background photo." }),
        cta: linkSchema.meta({ description: "The slide's button." }),
      }),
    )
    .min(1),
});

/** A `slides` section of a page, as the manifest gives it. */
export type SlidesSectionData = z.infer<typeof slidesSectionSchema>;
