import path from "node:path";
import type { Plugin } from "vite";
import type { BrandEnv } from "../../brand/brandEnv.ts";
import { repoRoot } from "../../lib/repoRoot.ts";

const APP_CHECK_ID = "virtual:app-check";
/** Vite's convention for virtual modules: a \0 prefix keeps other plugins off them. */
const RESOLVED_ID = `\0${APP_CHECK_ID}`;
const START_APP_CHECK = path.join(repoRoot, "src/lib/firebase/startAppCheck.ts");
const NEEDS_PAGE = path.join(repoRoot, "src/lib/firebase/appCheckNeedsPage.ts");

/**
 * Which `startAppCheck` a bundle gets: src/lib/firebase/startAppCheck.ts when the build uses App
 * Check (a reCAPTCHA Enterprise site key), and in every local build, where a test's stack may
 * answer an App Check test token at run time (src/lib/localBackend/); none otherwise. The service worker
 * (`worker`) can answer a test token, but not run reCAPTCHA, which needs a page: in such a build
 * it gets src/lib/firebase/appCheckNeedsPage.ts, which leaves Firestore writes to the pages.
 */
function appCheckModule(env: BrandEnv, worker: boolean): string | null {
  if (env.VITE_LOCAL_BACKEND) return START_APP_CHECK;
  if (env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY) return worker ? NEEDS_PAGE : START_APP_CHECK;
  return null;
}

/**
 * `virtual:app-check` (src/lib/firebase/virtual-app-check.d.ts): the `startAppCheck` the build's
 * configuration calls for (`appCheckModule`), `undefined` without App Check, so a build without
 * it holds none of `firebase/app-check` (a package whose modules register themselves when
 * imported, which no tree-shaking can drop).
 * @param env the brand's configuration
 * @param options.worker true for the service worker's bundle
 */
export function appCheckPlugin(env: BrandEnv, options: { worker?: boolean } = {}): Plugin {
  const module = appCheckModule(env, options.worker ?? false);
  return {
    name: "app-check",
    resolveId: (source) => (source === APP_CHECK_ID ? RESOLVED_ID : null),
    load: (id) => {
      if (id !== RESOLVED_ID) return null;
      return module
        ? `export { startAppCheck } from ${JSON.stringify(module)};`
        : "export const startAppCheck = undefined;";
    },
  };
}
