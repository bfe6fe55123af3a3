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
export const slidesSectionSchema = z.object({
  type: z.literal("slides"),
  id: z.string().optional(),
  /** Copy key prefix of the section: `<key>.label` names the slider for assistive technology. */
  key: copyKeySchema,
  autoplay: autoplaySchema,
  /** Whether visitors may drag or swipe between slides. */
  swipe: z.boolean().default(false),
  slides: z
    .array(
      z.object({
        /** Copy key prefix of the slide: `<key>.heading`, `<key>.text`. */
        key: copyKeySchema,
        /** Background photo. */
        image: assetPathSchema,
        /** The slide's button. */
        cta: linkSchema,
      }),
    )
    .min(1),
});

/** A `slides` section of a page, as the manifest gives it. */
export type SlidesSectionData = z.infer<typeof slidesSectionSchema>;
