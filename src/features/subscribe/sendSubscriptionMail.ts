import { EmailJsConfigError } from "../../lib/emailjs/emailJsConfigError";
import { loadEmailJs } from "../../lib/emailjs/loadEmailJs";

/**
 * A subscription's mail, its words already in the page's language: the template variables of
 * the brand's subscription template (`VITE_EMAILJS_SUBSCRIBE_TEMPLATE_ID`, docs/enquiry.md).
 */
export interface SubscriptionMail {
  /** Where it goes: the address typed (trimmed, lower-cased). */
  email: string;
  /** The page's locale. */
  locale: string;
  /** `subscribe` (a confirmation) or `unsubscribe` (a withdrawal link). */
  kind: string;
  subject: string;
  /** The mail's text, above its link. */
  message: string;
  /** The link the mail is for: confirm, or withdraw. */
  link: string;
  /** The withdrawal link (a confirmation mail carries both). */
  unsubscribeLink: string;
  /** The line before `unsubscribeLink`. */
  unsubscribeText: string;
}

/**
 * Sends a subscription's mail through EmailJS to the address itself, with the brand's service
 * id, subscription template id and public key.
 * @throws EmailJsConfigError when the build has no EmailJS subscription template
 * @throws the load's error, or EmailJS's answer (`{ status, text }`) when it refuses or cannot be
 *   reached
 */
export async function sendSubscriptionMail(mail: SubscriptionMail): Promise<void> {
  const env = import.meta.env;
  const serviceId = env.VITE_EMAILJS_SERVICE_ID;
  const templateId = env.VITE_EMAILJS_SUBSCRIBE_TEMPLATE_ID;
  const publicKey = env.VITE_EMAILJS_PUBLIC_KEY;
  if (!serviceId || !templateId || !publicKey) {
    throw new EmailJsConfigError(
      "EmailJS is not configured for subscriptions (VITE_EMAILJS_SERVICE_ID, VITE_EMAILJS_SUBSCRIBE_TEMPLATE_ID, VITE_EMAILJS_PUBLIC_KEY)",
    );
  }
  const sdk = await loadEmailJs();
  const result = await sdk.send(serviceId, templateId, { ...mail }, { publicKey });
  console.info("EmailJS:", result.status, result.text);
}
