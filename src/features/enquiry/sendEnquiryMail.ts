import { EmailJsConfigError } from "../../lib/emailjs/emailJsConfigError";
import { loadEmailJs } from "../../lib/emailjs/loadEmailJs";
import type { EnquiryDocument } from "../../lib/leads/leadStore";

/**
 * E-mails an enquiry through EmailJS with the brand's service id, template id and public key
 * (spec §7, call 2). The template variables are exactly the stored values (trimmed, as validated)
 * plus `productName`: Name, Email, Mobile, Message, Services, Locale, NoticeVersion (the notice
 * the visitor was shown, so the mail alone shows what they were told), productName.
 * @throws EmailJsConfigError when the build has no EmailJS configuration
 * @throws the load's error, or EmailJS's answer (`{ status, text }`) when it refuses or cannot be
 *   reached
 */
export async function sendEnquiryMail(
  enquiry: EnquiryDocument,
  productName: string,
): Promise<void> {
  const env = import.meta.env;
  const serviceId = env.VITE_EMAILJS_SERVICE_ID;
  const templateId = env.VITE_EMAILJS_TEMPLATE_ID;
  const publicKey = env.VITE_EMAILJS_PUBLIC_KEY;
  if (!serviceId || !templateId || !publicKey) {
    throw new EmailJsConfigError("EmailJS is not configured (VITE_EMAILJS_*)");
  }
  const sdk = await loadEmailJs();
  const result = await sdk.send(serviceId, templateId, { ...enquiry, productName }, { publicKey });
  console.info("EmailJS:", result.status, result.text);
}
