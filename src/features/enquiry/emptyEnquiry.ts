import type { EnquiryValues } from "./enquiry";

/**
 * A form with nothing typed or chosen. A module of its own: the form's chunk needs it, and
 * src/features/enquiry/enquiry.ts's limits belong to the submit's chunk alone.
 */
export const EMPTY_ENQUIRY: EnquiryValues = {
  name: "",
  email: "",
  mobile: "",
  message: "",
  service: "",
};
