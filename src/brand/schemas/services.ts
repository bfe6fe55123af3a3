import { z } from "zod";

/**
 * Hosted services the brand's pages call from the browser (spec §7). Each adds exactly what it
 * needs to the Content-Security-Policy (scripts/hosting/contentSecurityPolicy.ts), so a brand that
 * does not list a service cannot reach it. `appCheck` is Firebase App Check with reCAPTCHA
 * Enterprise (docs/enquiry.md): its production build needs `VITE_RECAPTCHA_ENTERPRISE_SITE_KEY`,
 * and its privacy policy must say so (a prose block `privacy.appCheck`).
 */
export const serviceSchema = z.enum(["firestore", "emailjs", "appCheck"]);

/** The privacy policy's block that tells visitors about App Check and reCAPTCHA Enterprise. */
export const APP_CHECK_PRIVACY_BLOCK = "privacy.appCheck";

/**
 * Where a production build sends web-vitals metrics (spec §7) with `navigator.sendBeacon`: a path
 * on the site itself (`/vitals`) or an https URL, whose origin the CSP then allows.
 */
export const webVitalsEndpointSchema = z.union([
  z.url({ protocol: /^https$/ }),
  z.string().regex(/^\/[\w\-./]*$/, "expected an https URL or a path such as '/vitals'"),
]);

export type Service = z.infer<typeof serviceSchema>;
