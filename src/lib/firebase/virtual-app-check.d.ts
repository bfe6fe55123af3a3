/**
 * Firebase App Check, in the builds that use it (scripts/siteBuild/plugins/vitePluginAppCheck.ts): its start
 * function, or `undefined` in a build without it, which then holds none of its code. In the
 * service worker of a reCAPTCHA build, one that refuses (src/lib/firebase/appCheckNeedsPage.ts).
 */
declare module "virtual:app-check" {
  export const startAppCheck: typeof import("./startAppCheck").startAppCheck | undefined;
}
