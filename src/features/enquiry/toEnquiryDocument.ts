import type { EnquiryDocument } from "../../lib/leads/leadStore";
import type { EnquiryValues } from "./enquiry";

/**
 * The document for valid values sent from a page in `locale` that showed the notice
 * `noticeVersion`: each field trimmed of surrounding white space. The e-mail carries exactly
 * these values too.
 */
export function toEnquiryDocument(
  values: EnquiryValues,
  locale: string,
  noticeVersion: string,
): EnquiryDocument {
  return {
    Name: values.name.trim(),
    Email: values.email.trim(),
    Mobile: values.mobile.trim(),
    Message: values.message.trim(),
    Services: values.service.trim(),
    Locale: locale,
    NoticeVersion: noticeVersion,
  };
}
