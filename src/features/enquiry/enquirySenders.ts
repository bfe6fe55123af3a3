import type { EnquiryDocument } from "../../lib/leads/leadStore";
import type { LeadSenders } from "../../lib/outbox/leadSenders";
import type { LeadFields } from "../../lib/outbox/queuedLead";
import { enquiryChannels } from "./enquiryChannels";

/** The enquiry and product name an outbox record holds (`enquiryLeadFields`, inverted). */
function enquiryFromLeadFields(fields: LeadFields): {
  enquiry: EnquiryDocument;
  productName: string;
} {
  const field = (name: keyof EnquiryDocument | "productName") => fields[name] ?? "";
  return {
    enquiry: {
      Name: field("Name"),
      Email: field("Email"),
      Mobile: field("Mobile"),
      Message: field("Message"),
      Services: field("Services"),
      Locale: field("Locale"),
      NoticeVersion: field("NoticeVersion"),
    },
    productName: field("productName"),
  };
}

/**
 * How the outbox sends an enquiry queued under `id`: written to `contact-form/<id>` and mailed,
 * through its real channels (`enquiryChannels`).
 */
export function enquirySenders(id: string, fields: LeadFields): LeadSenders {
  const { enquiry, productName } = enquiryFromLeadFields(fields);
  const channels = enquiryChannels(productName);
  return {
    send: (channel, retry) =>
      channel === "stored" ? channels.write(id, enquiry, retry) : channels.mail(enquiry),
    isPermanent: channels.isPermanent,
  };
}
