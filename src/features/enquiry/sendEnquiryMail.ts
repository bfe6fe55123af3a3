/** The EmailJS SDK module. */
export type EmailJs = typeof import("@emailjs/browser");

let emailJs: Promise<EmailJs> | undefined;

/**
 * Loads the EmailJS SDK once and points it at the brand's account. The form calls this when the
 * visitor first touches it, so the SDK is in no route's first load. A failed load is not
 * remembered, so the next call tries again.
 */
export function loadEmailJs(): Promise<EmailJs> {
  emailJs ??= import("@emailjs/browser").then(
    (sdk) => {
      const env = import.meta.env;
      // The API origin can only be set globally. Local builds send to the stand-in; production
      // builds cannot set VITE_EMAILJS_ORIGIN (scripts/brandEnv.ts) and keep EmailJS's own.
      // blockHeadless stays off (it refuses every send from a headless browser); no limitRate, so
      // no storageProvider is needed.
      sdk.init({
        publicKey: env.VITE_EMAILJS_PUBLIC_KEY,
        ...(env.VITE_EMAILJS_ORIGIN ? { origin: env.VITE_EMAILJS_ORIGIN } : {}),
      });
      return sdk;
    },
    (error: unknown) => {
      emailJs = undefined;
      throw error;
    },
  );
  return emailJs;
}

/**
 * Sends the form element's fields (named after the template's variables) through EmailJS with the
 * brand's service id, template id and public key (spec 7, call 2). The result is only logged
 * (spec 8), so this never rejects. The SDK reads the form synchronously, before this returns, so
 * the caller may reset the form afterwards.
 */
export async function sendEnquiryMail(sdk: EmailJs, form: HTMLFormElement): Promise<void> {
  const env = import.meta.env;
  const serviceId = env.VITE_EMAILJS_SERVICE_ID;
  const templateId = env.VITE_EMAILJS_TEMPLATE_ID;
  const publicKey = env.VITE_EMAILJS_PUBLIC_KEY;
  if (!serviceId || !templateId || !publicKey) {
    console.warn("EmailJS is not configured (VITE_EMAILJS_*): the enquiry was not e-mailed");
    return;
  }
  try {
    const result = await sdk.sendForm(serviceId, templateId, form, { publicKey });
    console.info("EmailJS:", result.status, result.text);
  } catch (error) {
    console.warn("EmailJS send failed:", error);
  }
}
