import type { ResolveModulePreloadDependenciesFn } from "vite";
import { APP_CHUNK, REACT_DOM_CHUNK } from "./appChunkGroups.ts";

/**
 * The chunks every page has loaded before any lazy import can run: the entry (index.html's
 * `index`), what it imports statically (Rolldown's runtime, Vite's preload helper), and react-dom
 * and the app, which it imports before anything else (src/app/entry-client.tsx), with the app's
 * stylesheet, which every prerendered page links. Matched by their built names
 * (`assets/react-dom-1a2b.js`).
 */
const START_CHUNK = new RegExp(
  `^assets/(?:index|rolldown-runtime|preload-helper|${REACT_DOM_CHUNK}|${APP_CHUNK})-[\\w-]+\\.(?:js|css)$`,
);

/**
 * Vite's `build.modulePreload.resolveDependencies`: a lazy import's preload list (the chunks and
 * stylesheets Vite fetches with it, `__vite__mapDeps`) without the start chunks (`START_CHUNK`),
 * which are there already, so no lazy chunk names them. The lists of a page's HTML stay whole.
 * For a script a list only saves a round trip (an import fetches what its chunk imports); the one
 * stylesheet it leaves out, the app's, is linked by every prerendered page.
 */
export const withoutStartChunks: ResolveModulePreloadDependenciesFn = (
  _file,
  deps,
  { hostType },
) => (hostType === "html" ? deps : deps.filter((dep) => !START_CHUNK.test(dep)));
