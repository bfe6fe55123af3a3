import emailJsUrl from "@emailjs/browser?chunk-url";
import { lazyModule } from "../../lib/lazyModule/lazyModule";
import type { EnquiryDocument } from "./enquiry";

/** EmailJS is not configured for this build; retrying cannot help. */
class EmailJsConfigError extends Error {
  override name = "EmailJsConfigError";
}

const loadSdk = lazyModule(() => import("@emailjs/browser"), emailJsUrl, "loading EmailJS");

let initialised = false;

/**
 * Loads the EmailJS SDK once and points it at the brand's account. The form calls this when the
 * visitor first touches it, so the SDK is in no route's first load; a failed or stalled load is
 * retried afresh on the next call (see `lazyModule`).
 */
export async function loadEmailJs(): Promise<typeof import("@emailjs/browser")> {
  const sdk = await loadSdk();
  if (!initialised) {
    const env = import.meta.env;
    // The API origin can only be set globally. Local builds send to the stand-in; production
    // builds cannot set VITE_EMAILJS_ORIGIN (scripts/brand/brandEnv.ts) and keep EmailJS's own.
    // blockHeadless stays off (it refuses every send from a headless browser); no limitRate, so
    // no storageProvider is needed.
    sdk.init({
      publicKey: env.VITE_EMAILJS_PUBLIC_KEY,
      ...(env.VITE_EMAILJS_ORIGIN ? { origin: env.VITE_EMAILJS_ORIGIN } : {}),
    });
    initialised = true;
  }
  return sdk;
}

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
