import { ownCopyKey, type SectionDefinition } from "../SectionDefinition";
import { quoteSectionSchema } from "./quoteSectionSchema";

/** The `quote` section type's schema and required copy keys (its view: ./QuoteSection.tsx). */
export const quoteSection: SectionDefinition<typeof quoteSectionSchema> = {
  schema: quoteSectionSchema,
  copyKeys: (section, field) => [
    ownCopyKey(section, field, "heading"),
    ownCopyKey(section, field, "text"),
    ownCopyKey(section, field, "cite"),
  ],
};
