import { sendTemplateMail } from "../emailjs/sendTemplateMail";
import type { SubscriptionLead } from "./lead";

/**
 * Sends a subscription's mail through EmailJS to the address itself, with the brand's
 * subscription template (`VITE_EMAILJS_SUBSCRIBE_TEMPLATE_ID`, docs/enquiry.md). Its template
 * variables: `email` (where it goes), `locale`, `kind` (`subscribe`, a confirmation, or
 * `unsubscribe`, a withdrawal link), then the mail's words and links in the page's language
 * (`SubscriptionMail`).
 * @throws EmailJsConfigError when the build has no EmailJS subscription template
 * @throws the load's error, or EmailJS's answer (`{ status, text }`) when it refuses or cannot be
 *   reached
 */
export function sendSubscriptionMail({ document, mail }: SubscriptionLead): Promise<void> {
  const { email, locale, kind } = document;
  return sendTemplateMail(
    import.meta.env.VITE_EMAILJS_SUBSCRIBE_TEMPLATE_ID,
    "VITE_EMAILJS_SUBSCRIBE_TEMPLATE_ID",
    { email, locale, kind, ...mail },
  );
}
