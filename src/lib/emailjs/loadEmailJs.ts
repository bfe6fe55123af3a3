import emailJsUrl from "@emailjs/browser?chunk-url";
import { lazyModule } from "../lazyModule/lazyModule";

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
