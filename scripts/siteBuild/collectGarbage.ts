import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

/**
 * Runs V8's full garbage collection now, in a process started without `--expose-gc` (the flag
 * set at run time makes a fresh context's `gc` available). While a build allocates fast, V8 lets
 * the heap grow to three or four times what is live before it collects: a 2,000-route build
 * peaked at 1.1 GB with about 130 MB live. Collecting between the build's passes and every
 * `PRERENDER_ROUTES_PER_COLLECTION` routes of the prerender keeps that build under 0.95 GB
 * (`npm run bench:build -- --pages 1000`), for about 0.1 s a collection.
 */
export function collectGarbage(): void {
  setFlagsFromString("--expose-gc");
  const gc: unknown = runInNewContext("gc");
  if (typeof gc === "function") gc();
}

/** How many routes the prerender renders between two collections (`collectGarbage`). */
export const PRERENDER_ROUTES_PER_COLLECTION = 200;
