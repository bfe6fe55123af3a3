import { EmailJsConfigError } from "./emailJsConfigError";
import { loadEmailJs } from "./loadEmailJs";

/**
 * Sends one mail through EmailJS with the brand's service id and public key
 * (`VITE_EMAILJS_SERVICE_ID`, `VITE_EMAILJS_PUBLIC_KEY`) and the template `templateId`, its
 * variables `variables`.
 * @param templateVariable the configuration variable `templateId` comes from, named in the error
 * @throws EmailJsConfigError when the build lacks one of the three, naming them
 * @throws the load's error, or EmailJS's answer (`{ status, text }`) when it refuses or cannot be
 *   reached
 */
export async function sendTemplateMail(
  templateId: string | undefined,
  templateVariable: string,
  variables: Readonly<Record<string, string>>,
): Promise<void> {
  const env = import.meta.env;
  const serviceId = env.VITE_EMAILJS_SERVICE_ID;
  const publicKey = env.VITE_EMAILJS_PUBLIC_KEY;
  if (!serviceId || !templateId || !publicKey) {
    throw new EmailJsConfigError(
      `EmailJS is not configured (VITE_EMAILJS_SERVICE_ID, ${templateVariable}, VITE_EMAILJS_PUBLIC_KEY)`,
    );
  }
  const sdk = await loadEmailJs();
  const result = await sdk.send(serviceId, templateId, { ...variables }, { publicKey });
  console.info("EmailJS:", result.status, result.text);
}
