import { ownCopyKeys, type SectionDefinition } from "../SectionDefinition.ts";
import { quoteSectionSchema } from "./quoteSectionSchema.ts";

/** The `quote` section type: its schema and the copy keys it always renders. */
export const quoteSection: SectionDefinition<typeof quoteSectionSchema> = {
  schema: quoteSectionSchema,
  copyKeys: (section, field) => ownCopyKeys(section, field, "heading", "quotation", "source"),
};
