import { z } from "zod";
import { assetPathSchema, copyKeySchema, linkSchema, toneSchema } from "../../brand/schemaAtoms.ts";

/**
 * Text beside a picture: a heading, paragraphs (`<key>.body`), an optional bullet list
 * (`<key>.items`), an optional link, and an image and/or a video (About, Technology, Resale).
 */
export const featureSectionSchema = z.strictObject({
  type: z.literal("feature"),
  id: z.string().optional(),
  key: copyKeySchema.meta({
    description:
      "Copy key prefix: `<key>.heading`, `<key>.body` (paragraphs), `<key>.items` (optional list).",
  }),
  link: linkSchema
    .optional()
    .meta({ description: "Optional link under the text (e.g. Learn More)." }),
  image: assetPathSchema
    .optional()
    .meta({ description: "Optional photo; `<key>.imageAlt` describes it." }),
  video: z
    .strictObject({
      poster: assetPathSchema,
      sources: z
        .array(z.strictObject({ src: assetPathSchema, type: z.enum(["video/webm", "video/mp4"]) }))
        .min(1),
    })
    .optional()
    .meta({
      description:
        'Optional video, fetched only when the visitor plays it (`preload="none"`); the poster shows ' +
        "until then. `<key>.videoLabel` names it. Sources in order of preference.",
    }),
  reverse: z
    .boolean()
    .default(false)
    .meta({ description: "Put the media on the left instead of the right (wide screens)." }),
  tone: toneSchema.default("plain").meta({ description: "Background tone of the band." }),
});

/** A `feature` section of a page, as the manifest gives it. */
export type FeatureSectionData = z.infer<typeof featureSectionSchema>;
