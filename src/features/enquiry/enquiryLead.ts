import type { EnquiryDocument } from "../../lib/leads/leadStore";
import type { LeadFields } from "../../lib/outbox/queuedLead";

/** An enquiry as the outbox keeps it: its stored fields and the form's hidden product name. */
export function enquiryLeadFields(enquiry: EnquiryDocument, productName: string): LeadFields {
  return { ...enquiry, productName };
}
