import { ownCopyKeys, type SectionDefinition } from "../SectionDefinition.ts";
import { faqSectionSchema } from "./faqSectionSchema.ts";

/** The `faq` section type: its schema and the copy keys it always renders. */
export const faqSection: SectionDefinition<typeof faqSectionSchema> = {
  schema: faqSectionSchema,
  copyKeys: (section, field) => [
    ...ownCopyKeys(section, field, "heading"),
    ...section.items.flatMap((item, index) => [
      { field: `${field}.items.${index}`, key: `${item}.question` },
      { field: `${field}.items.${index}`, key: `${item}.answer` },
    ]),
  ],
};
