import type { LeadFields } from "../../lib/outbox/queuedLead";
import type { EnquiryDocument } from "./enquiry";

/** An enquiry as the outbox keeps it: its stored fields and the form's hidden product name. */
export function enquiryLeadFields(enquiry: EnquiryDocument, productName: string): LeadFields {
  return { ...enquiry, productName };
}
