import { z } from "zod";
import { assetPathSchema, copyKeySchema } from "../../brand/schemaAtoms.ts";

/** A heading with an image beside headed blocks of text (about the product and the company). */
export const splitSectionSchema = z.strictObject({
  type: z.literal("split"),
  id: z.string().optional(),
  key: copyKeySchema.meta({
    description:
      "Copy key prefix: `<key>.heading`, `<key>.imageAlt`; `<key>.text` (an intro) when present.",
  }),
  image: assetPathSchema.meta({
    description: "The picture; its size comes from the build (no layout shift).",
  }),
  imageSide: z.enum(["start", "end"]).default("end").meta({
    description: "Which side the image sits on from tablet width up; on phones it comes first.",
  }),
  blocks: z
    .array(copyKeySchema)
    .min(1)
    .meta({
      description:
        "One copy key prefix per block: `<block>.heading`; `<block>.body` (paragraphs) and " +
        "`<block>.items` (a bulleted list) when present.",
    }),
});

/** A `split` section of a page, as the manifest gives it. */
export type SplitSectionData = z.infer<typeof splitSectionSchema>;
