import { z } from "zod";
import { copyKeySchema } from "../../brand/schemaAtoms.ts";

/** Headed blocks of running text (privacy policy, mission statements). */
export const proseSectionSchema = z.strictObject({
  type: z.literal("prose"),
  id: z.string().optional(),
  key: copyKeySchema.meta({
    description:
      "Copy key prefix: `<key>.heading`; `<key>.text` (an intro) and `<key>.note` when present.",
  }),
  blocks: z
    .array(copyKeySchema)
    .min(1)
    .meta({
      description:
        "One copy key prefix per block: `<block>.heading` (required), `<block>.body` (a list of " +
        "paragraphs, optional) and `<block>.items` (a bulleted list, optional).",
    }),
});

/** A `prose` section of a page, as the manifest gives it. */
export type ProseSectionData = z.infer<typeof proseSectionSchema>;
