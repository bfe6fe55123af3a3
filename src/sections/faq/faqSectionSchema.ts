import { z } from "zod";
import { copyKeySchema, toneSchema } from "../../brand/schemaAtoms.ts";

/** Frequently asked questions, each a disclosure the visitor opens to read its answer. */
export const faqSectionSchema = z.strictObject({
  type: z.literal("faq"),
  id: z.string().optional(),
  key: copyKeySchema.meta({
    description:
      "Copy key prefix: `<key>.heading`; `<key>.text` (an intro) and `<key>.note` when present.",
  }),
  items: z
    .array(copyKeySchema)
    .min(1)
    .refine((list) => new Set(list).size === list.length, "questions must be unique")
    .meta({
      description:
        "One copy key prefix per question, in order: `<item>.question` and `<item>.answer` (one " +
        "paragraph of plain text, also published as FAQPage structured data on the home page).",
    }),
  tone: toneSchema.default("plain").meta({ description: "Background tone of the band." }),
});

/** A `faq` section of a page, as the manifest gives it. */
export type FaqSectionData = z.infer<typeof faqSectionSchema>;
