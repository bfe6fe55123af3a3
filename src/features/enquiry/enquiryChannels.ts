import { getFirestoreClient } from "../../lib/firebase/getFirestoreClient";
import { isPermanentWriteError } from "../../lib/firebase/isPermanentWriteError";
import type { EnquiryChannels } from "./EnquirySubmission";
import { saveEnquiry } from "./saveEnquiry";
import { sendEnquiryMail } from "./sendEnquiryMail";

/**
 * The real channels of an enquiry: Firestore (`saveEnquiry`) and EmailJS (`sendEnquiryMail`,
 * with the form's hidden product name), each loading its SDK on first use.
 */
export function enquiryChannels(productName: string): EnquiryChannels {
  return {
    write: async (id, enquiry, retry) =>
      saveEnquiry(await getFirestoreClient(), id, enquiry, retry),
    mail: (enquiry) => sendEnquiryMail(enquiry, productName),
    isPermanent: isPermanentWriteError,
  };
}
