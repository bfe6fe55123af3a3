import { choiceLabelKey } from "../../brand/choiceSlug.ts";
import { ownCopyKeys, type SectionDefinition } from "../SectionDefinition.ts";
import { enquirySectionSchema } from "./enquirySectionSchema.ts";

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
  "form.toast.wait",
  "form.toast.queued",
  "form.status.queued",
  "form.status.sent",
  "form.honeypot",
  "form.requiredNote",
  "form.warning.tooLong",
  "form.fieldError.fill.name",
  "form.fieldError.fill.email",
  "form.fieldError.fill.mobile",
  "form.fieldError.fill.service",
  "form.fieldError.fill.message",
  "form.fieldError.email",
  "form.fieldError.digits",
  "form.fieldError.length",
  "form.fieldError.tooLong",
] as const;

/** The `enquiry` section type: its schema and the copy keys it always renders. */
export const enquirySection: SectionDefinition<typeof enquirySectionSchema> = {
  schema: enquirySectionSchema,
  // `notice`: the notice under the form (src/components/dataNotice/), shared with the subscribe
  // footer's forms, whose build shares it with every route (src/brand/footerVariantCopy.ts).
  copyPrefixes: ["form", "notice"],
  // The answers to a valid submit and the warnings (shown once the checks' code, in the send's
  // chunk, is there); the answer to one that could not be sent (`notSent`) stays with the page,
  // so it shows whatever loads or fails to.
  sendCopy: [
    "form.warning",
    "form.fieldError",
    "form.toast.sent",
    "form.toast.queued",
    "form.toast.wait",
    "form.toast.error",
    "form.status",
  ],
  copyKeys: (section, field) => [
    ...ownCopyKeys(section, field, "heading"),
    ...ENQUIRY_FORM_COPY_KEYS.map((key) => ({ field: `${field}.type`, key })),
    // Each choice's label: the value is stored as the manifest gives it, the label is copy.
    ...section.services.map((service, index) => ({
      field: `${field}.services.${index}`,
      key: choiceLabelKey(service),
    })),
  ],
};
