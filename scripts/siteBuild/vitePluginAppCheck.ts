import path from "node:path";
import type { Plugin } from "vite";
import { repoRoot } from "../lib/repoRoot.ts";

const APP_CHECK_ID = "virtual:app-check";
/** Vite's convention for virtual modules: a \0 prefix keeps other plugins off them. */
const RESOLVED_ID = `\0${APP_CHECK_ID}`;
const START_APP_CHECK = path.join(repoRoot, "src/lib/firebase/startAppCheck.ts");

/**
 * `virtual:app-check` (src/lib/firebase/virtual-app-check.d.ts): `startAppCheck` from
 * src/lib/firebase/startAppCheck.ts when the build uses App Check, `undefined` otherwise, so a
 * build without it holds none of `firebase/app-check` (a package whose modules register
 * themselves when imported, which no tree-shaking can drop).
 * @param enabled whether the build's configuration starts App Check (`usesAppCheck`)
 */
export function appCheckPlugin(enabled: boolean): Plugin {
  return {
    name: "app-check",
    resolveId: (source) => (source === APP_CHECK_ID ? RESOLVED_ID : null),
    load: (id) => {
      if (id !== RESOLVED_ID) return null;
      return enabled
        ? `export { startAppCheck } from ${JSON.stringify(START_APP_CHECK)};`
        : "export const startAppCheck = undefined;";
    },
  };
}
