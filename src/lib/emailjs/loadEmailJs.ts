import emailJsUrl from "@emailjs/browser?chunk-url";
import { lazyModule } from "../lazyModule/lazyModule";
import { localBackend } from "../localBackend/localBackend";

const loadSdk = lazyModule(() => import("@emailjs/browser"), emailJsUrl, "loading EmailJS");

let initialised = false;

/**
 * Loads the EmailJS SDK once and points it at the brand's account. The form calls this when the
 * visitor first touches it, so the SDK is in no route's first load; a failed or stalled load is
 * retried afresh on the next call (see `lazyModule`), and so is a local build's read of the
 * stand-in's address.
 */
export async function loadEmailJs(): Promise<typeof import("@emailjs/browser")> {
  const [sdk, local] = await Promise.all([loadSdk(), localBackend()]);
  if (!initialised) {
    const env = import.meta.env;
    // The API origin can only be set globally. Local builds send to the stand-in their origin
    // names (src/lib/localBackend/); production builds have none and keep EmailJS's own.
    // blockHeadless stays off (it refuses every send from a headless browser); no limitRate, so
    // no storageProvider is needed.
    sdk.init({
      publicKey: env.VITE_EMAILJS_PUBLIC_KEY,
      ...(local ? { origin: local.emailJsOrigin } : {}),
    });
    initialised = true;
  }
  return sdk;
}
