import { z } from "zod";
import { copyKeySchema } from "../../brand/schemaAtoms.ts";

/** The offices from `contact.offices`, each with its address, phone and e-mail links. */
export const officesSectionSchema = z.strictObject({
  type: z.literal("offices"),
  id: z.string().optional(),
  key: copyKeySchema.meta({
    description:
      "Copy key prefix: `<key>.heading`; `<key>.text` (an intro) and `<key>.note` when present. Each office's details read `offices.phone` and `offices.email`.",
  }),
});

/** A `offices` section of a page, as the manifest gives it. */
export type OfficesSectionData = z.infer<typeof officesSectionSchema>;
