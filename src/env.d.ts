/**
 * Public build-time configuration of a brand (scripts/brand/brandEnv.ts reads `.env`, `.env.<brand>` and
 * `VITE_*` variables). Every value ends up in the bundle: public identifiers only, never secrets.
 */
interface ImportMetaEnv {
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_STORAGE_BUCKET?: string;
  readonly VITE_FIREBASE_MESSAGING_SENDER_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_EMAILJS_SERVICE_ID?: string;
  readonly VITE_EMAILJS_TEMPLATE_ID?: string;
  /** The template of a subscription's confirmation and withdrawal mails (subscribe footer). */
  readonly VITE_EMAILJS_SUBSCRIBE_TEMPLATE_ID?: string;
  readonly VITE_EMAILJS_PUBLIC_KEY?: string;
  /** reCAPTCHA Enterprise site key: with it, the build starts Firebase App Check. */
  readonly VITE_RECAPTCHA_ENTERPRISE_SITE_KEY?: string;
  /**
   * Local builds only (`npm start`, the tests' local backends): set, the app reads the emulator's
   * and the e-mail stand-in's addresses from its origin at run time (src/lib/localBackend/).
   */
  readonly VITE_LOCAL_BACKEND?: string;
  /**
   * Whether the build has a service worker (scripts/siteBuild/viteConfig.ts): true in brand
   * builds unless `SERVICE_WORKER=off`, false in the dev server.
   */
  readonly SERVICE_WORKER: boolean;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
