/**
 * The contact enquiry (spec §3, §5, §7): what the visitor types, and the document stored for it.
 * The same limits are enforced by the form's validation and by `firestore.rules`.
 */

import { EMAIL_MAX_LENGTH } from "../../lib/emailAddress";

/** The form's fields as the visitor typed them. */
export interface EnquiryValues {
  name: string;
  email: string;
  mobile: string;
  message: string;
  /** One of the brand's Services choices, or '' while the placeholder is selected. */
  service: string;
}

/**
 * Longest accepted values, in UTF-16 code units (JavaScript's `length`), the way the security
 * rules' `size()` counts them in the emulator: an emoji counts as 2. The mobile number is exactly
 * this many digits.
 */
export const ENQUIRY_LIMITS = {
  name: 100,
  email: EMAIL_MAX_LENGTH,
  mobile: 10,
  message: 5000,
} as const;
