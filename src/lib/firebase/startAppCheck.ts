import type { FirebaseApp } from "firebase/app";
import {
  CustomProvider,
  initializeAppCheck,
  ReCaptchaEnterpriseProvider,
} from "firebase/app-check";

/** How long the test token is valid, in ms: longer than any test. */
const TEST_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

/**
 * Starts Firebase App Check on `app`, so every Firestore request carries its token
 * (`X-Firebase-AppCheck`) and a project that enforces App Check refuses requests from anything
 * but the brand's own pages (docs/enquiry.md). The provider is reCAPTCHA Enterprise with the
 * brand's site key (`VITE_RECAPTCHA_ENTERPRISE_SITE_KEY`); it adds Google's reCAPTCHA script to
 * the page at once, so this is called only when Firestore is first needed (the first focus of a
 * form). In a local build, a stack started with a test token answers it with the emulator's
 * address (src/lib/localBackend/): a custom provider then answers that token, with no Google
 * host involved; without one, App Check does not start (the emulator checks no token). Tokens are
 * refreshed before they expire.
 * @param testToken the local backend's App Check test token, if it has one
 * @throws Error when a production build has no site key (the build includes this module only
 *   when it has one)
 */
export function startAppCheck(app: FirebaseApp, testToken?: string): void {
  const siteKey = import.meta.env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY;
  let provider: CustomProvider | ReCaptchaEnterpriseProvider;
  if (testToken) {
    provider = new CustomProvider({
      getToken: () =>
        Promise.resolve({
          token: testToken,
          expireTimeMillis: Date.now() + TEST_TOKEN_LIFETIME_MS,
        }),
    });
  } else if (siteKey) {
    provider = new ReCaptchaEnterpriseProvider(siteKey);
  } else if (import.meta.env.VITE_LOCAL_BACKEND) {
    return;
  } else {
    throw new Error("App Check needs VITE_RECAPTCHA_ENTERPRISE_SITE_KEY in .env.<brand>");
  }
  initializeAppCheck(app, { provider, isTokenAutoRefreshEnabled: true });
}
