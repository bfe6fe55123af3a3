import { z } from "zod";
import { copyKeySchema, internalHrefSchema } from "../../brand/schemaAtoms.ts";

/**
 * A Services choice of the enquiry form. It is stored as the enquiry's `Services` value and the
 * security rules built from the manifest accept exactly these, so it is data, not copy. Quotes and
 * backslashes are refused so the value can be written into the rules as a plain string.
 */
const serviceChoiceSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[^"'\\\n]+$/, "no quotes, backslashes or line breaks");

/** The enquiry form (spec §2 Contact, §5, §7): heading, optional text and the form. */
export const enquirySectionSchema = z.strictObject({
  type: z.literal("enquiry"),
  id: z.string().optional(),
  key: copyKeySchema.meta({
    description: "Copy key prefix: `<key>.heading` (required) and `<key>.text` (optional).",
  }),
  services: z
    .array(serviceChoiceSchema)
    .min(1)
    .refine((list) => new Set(list).size === list.length, "choices must be unique")
    .meta({
      description:
        "The Services select's choices, in order, after the 'Select Service' placeholder.",
    }),
  productName: z.string().min(1).default("Contact Us").meta({
    description: "Value of the hidden `productName` field sent with the e-mail (spec §5).",
  }),
  privacyPolicy: internalHrefSchema.default("/privacy-policy").meta({
    description:
      "The privacy policy's page, linked from the notice under the form (how the details are used, " +
      "before they are collected); the manifest must have a page there.",
  }),
});

/** A `enquiry` section of a page, as the manifest gives it. */
export type EnquirySectionData = z.infer<typeof enquirySectionSchema>;
