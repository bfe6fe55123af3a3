import { z } from "zod";
import { assetPathSchema, copyKeySchema, linkSchema, toneSchema } from "../../brand/schemaAtoms.ts";

/**
 * Text beside a picture: a heading, paragraphs (`<key>.body`), an optional bullet list
 * (`<key>.items`), an optional link, and an image and/or a video (About, Technology, Resale).
 */
export const featureSectionSchema = z.object({
  type: z.literal("feature"),
  id: z.string().optional(),
  /** Copy key prefix: `<key>.heading`, `<key>.body` (paragraphs), `<key>.items` (optional list). */
  key: copyKeySchema,
  /** Optional link under the text (e.g. Learn More). */
  link: linkSchema.optional(),
  /** Optional photo; `<key>.imageAlt` describes it. */
  image: assetPathSchema.optional(),
  /**
   * Optional video, fetched only when the visitor plays it (`preload="none"`); the poster shows
   * until then. `<key>.videoLabel` names it. Sources in order of preference.
   */
  video: z
    .object({
      poster: assetPathSchema,
      sources: z
        .array(z.object({ src: assetPathSchema, type: z.enum(["video/webm", "video/mp4"]) }))
        .min(1),
    })
    .optional(),
  /** Put the media on the left instead of the right (wide screens). */
  reverse: z.boolean().default(false),
  /** Background tone of the band. */
  tone: toneSchema.default("plain"),
});

/** A `feature` section of a page, as the manifest gives it. */
export type FeatureSectionData = z.infer<typeof featureSectionSchema>;
