import { z } from "zod";
import { copyKeySchema } from "../../brand/schemaAtoms.ts";

/** Headed blocks of running text (privacy policy, mission statements). */
export const proseSectionSchema = z.object({
  type: z.literal("prose"),
  id: z.string().optional(),
  /** Copy key prefix of the section heading: `<key>.heading`. */
  key: copyKeySchema,
  /**
   * One copy key prefix per block: `<block>.heading` (required), `<block>.body` (a list of
   * paragraphs, optional) and `<block>.items` (a bulleted list, optional).
   */
  blocks: z.array(copyKeySchema).min(1),
});

/** A `prose` section of a page, as the manifest gives it. */
export type ProseSectionData = z.infer<typeof proseSectionSchema>;
