import { ownCopyKey, type SectionDefinition } from "../SectionDefinition";
import { enquirySectionSchema } from "./enquirySectionSchema";

/** Copy keys the enquiry form renders (shared defaults in src/locales; a brand may override them). */
const ENQUIRY_FORM_COPY_KEYS = [
  "form.label.name",
  "form.label.email",
  "form.label.mobile",
  "form.label.service",
  "form.label.message",
  "form.placeholder.service",
  "form.submit",
  "form.warning.fill",
  "form.warning.email",
  "form.warning.digits",
  "form.warning.length",
  "form.toast.sent",
  "form.toast.notSent",
  "form.toast.error",
] as const;

/** The `enquiry` section type's schema and required copy keys (its view: ./EnquirySection.tsx). */
export const enquirySection: SectionDefinition<typeof enquirySectionSchema> = {
  schema: enquirySectionSchema,
  copyKeys: (section, field) => [
    ownCopyKey(section, field, "heading"),
    ...ENQUIRY_FORM_COPY_KEYS.map((key) => ({ field: `${field}.type`, key })),
  ],
};
