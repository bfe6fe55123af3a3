import { EMAIL_SHAPE } from "../../lib/emailAddress";
import { ENQUIRY_LIMITS, type EnquiryValues } from "./enquiry";
import { hasVisibleCharacter } from "./visibleText";

/** A field with a longest length (the mobile number's exact length is the spec's own rule). */
type LimitedField = "name" | "email" | "message";

/** A field of the enquiry form, by its key in `EnquiryValues`. */
export type EnquiryField = keyof EnquiryValues;

/** The form's fields in the order the visitor meets them (the first one marked is focused). */
const FORM_ORDER: readonly EnquiryField[] = ["name", "email", "mobile", "service", "message"];

/**
 * Why an enquiry cannot be sent. The spec's four, in its order (spec §5), each with the copy
 * key `form.warning.<key>`; then `tooLong`, a deliberate addition so that nothing is cut
 * silently (`form.warning.tooLong`, naming the field, its limit and the length typed).
 * `fields` are the fields to mark, in the form's order (never empty): for `fill` every empty
 * one, otherwise the one field the rule is about.
 */
export type EnquiryWarning =
  | { key: "fill"; fields: readonly EnquiryField[] }
  | { key: "email"; fields: readonly ["email"] }
  | { key: "digits" | "length"; fields: readonly ["mobile"] }
  | {
      key: "tooLong";
      fields: readonly [LimitedField];
      field: LimitedField;
      limit: number;
      length: number;
    };

const LIMITED: readonly LimitedField[] = ["name", "email", "message"];

/**
 * Checks an enquiry on submit, rule by rule (the first failing rule wins): the spec's four in its
 * order (spec §5), then the length limits (name 100, e-mail 254, message 5000 characters),
 * which the security rules also enforce. Values are judged trimmed, so a field of spaces counts
 * as empty and a stray space after a pasted number is not a non-digit; a name or message with no
 * visible character (only no-break or zero-width spaces, say) counts as empty too. Pure.
 * @returns the first failing rule and the fields it marks, or null when the enquiry may be sent
 */
export function validateEnquiry(values: EnquiryValues): EnquiryWarning | null {
  const name = values.name.trim();
  const email = values.email.trim();
  const mobile = values.mobile.trim();
  const message = values.message.trim();
  const service = values.service.trim();
  const filled: Record<EnquiryField, boolean> = {
    name: hasVisibleCharacter(name),
    email: email !== "",
    mobile: mobile !== "",
    service: service !== "",
    message: hasVisibleCharacter(message),
  };
  const empty = FORM_ORDER.filter((field) => !filled[field]);
  if (empty.length > 0) return { key: "fill", fields: empty };
  if (!EMAIL_SHAPE.test(email)) return { key: "email", fields: ["email"] };
  if (!/^[0-9]+$/.test(mobile)) return { key: "digits", fields: ["mobile"] };
  if (mobile.length !== ENQUIRY_LIMITS.mobile) return { key: "length", fields: ["mobile"] };
  const trimmed = { name, email, message };
  for (const field of LIMITED) {
    const { length } = trimmed[field];
    const limit = ENQUIRY_LIMITS[field];
    if (length > limit) return { key: "tooLong", fields: [field], field, limit, length };
  }
  return null;
}
