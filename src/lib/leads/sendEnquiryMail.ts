import { sendTemplateMail } from "../emailjs/sendTemplateMail";
import type { EnquiryLead } from "./lead";

/**
 * E-mails an enquiry through EmailJS with the brand's enquiry template
 * (`VITE_EMAILJS_TEMPLATE_ID`, spec §7, call 2). The template variables are exactly the stored
 * values (trimmed, as validated) plus `productName`: Name, Email, Mobile, Message, Services,
 * Locale, NoticeVersion (the notice the visitor was shown, so the mail alone shows what they were
 * told), productName.
 * @throws EmailJsConfigError when the build has no EmailJS configuration
 * @throws the load's error, or EmailJS's answer (`{ status, text }`) when it refuses or cannot be
 *   reached
 */
export function sendEnquiryMail({ document, productName }: EnquiryLead): Promise<void> {
  return sendTemplateMail(import.meta.env.VITE_EMAILJS_TEMPLATE_ID, "VITE_EMAILJS_TEMPLATE_ID", {
    ...document,
    productName,
  });
}
