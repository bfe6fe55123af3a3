import type { TFunction } from "i18next";
import { ENQUIRY_LIMITS, type EnquiryValues } from "./enquiry";
import { type EnquiryField, type EnquiryWarning, validateEnquiry } from "./validateEnquiry";

/** Why a submit cannot be sent, in the page's words. */
export interface EnquiryCheck {
  /** The warning the visitor is told (`form.warning.<key>`). */
  text: string;
  /** Each field to mark, in the form's order (the first is focused), with the message under it. */
  marks: ReadonlyArray<readonly [EnquiryField, string]>;
}

/** The warning's text: `tooLong` names the field, its limit and the length typed. */
const warningText = (warning: EnquiryWarning, t: TFunction) =>
  warning.key === "tooLong"
    ? t("form.warning.tooLong", {
        field: t(`form.label.${warning.field}`),
        limit: warning.limit.toLocaleString("en"),
        length: warning.length.toLocaleString("en"),
      })
    : t(`form.warning.${warning.key}`);

/** The message under `name` for `warning`: what to do about that one field. */
const fieldErrorText = (warning: EnquiryWarning, name: EnquiryField, t: TFunction) => {
  switch (warning.key) {
    case "fill":
      return t(`form.fieldError.fill.${name}`);
    case "length":
      return t("form.fieldError.length", { limit: ENQUIRY_LIMITS.mobile });
    case "tooLong":
      return t("form.fieldError.tooLong", {
        limit: warning.limit.toLocaleString("en"),
        length: warning.length.toLocaleString("en"),
      });
    default:
      return t(`form.fieldError.${warning.key}`);
  }
};

/**
 * Checks an enquiry on submit (`validateEnquiry`: the spec's rules in its order, spec §5, then
 * the length limits) and words what fails (`form.warning.*`, `form.fieldError.*`, the send copy
 * the form loads with this code).
 * @returns the warning and the fields it marks, or null when the enquiry may be sent
 */
export function checkEnquiry(values: EnquiryValues, t: TFunction): EnquiryCheck | null {
  const warning = validateEnquiry(values);
  if (!warning) return null;
  return {
    text: warningText(warning, t),
    marks: warning.fields.map((name) => [name, fieldErrorText(warning, name, t)] as const),
  };
}
