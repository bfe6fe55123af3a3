/**
 * Firebase App Check's reCAPTCHA Enterprise needs a page (it adds Google's script to the
 * document), so a service worker cannot get a token; without one, a project that enforces App
 * Check would refuse the write. The write is left for a page of the site, where App Check runs.
 */
export class AppCheckNeedsPageError extends Error {
  override name = "AppCheckNeedsPageError";
}

/**
 * `startAppCheck` of the service worker in a build whose App Check is reCAPTCHA Enterprise
 * (scripts/siteBuild/plugins/vitePluginAppCheck.ts): Firestore is not used there. A transient error, so
 * the outbox keeps the lead's write for the next page (`isPermanentWriteError` is false for it).
 * @throws AppCheckNeedsPageError always
 */
export function startAppCheck(): never {
  throw new AppCheckNeedsPageError(
    "App Check's reCAPTCHA runs only in a page: the write waits for the next visit",
  );
}
