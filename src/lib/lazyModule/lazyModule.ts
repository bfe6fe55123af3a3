import { createLazyLoader } from "./createLazyLoader";
import { LAZY_LOAD_TIMEOUT_MS } from "./lazyLoadTimeout";

/**
 * Whether a same-origin stylesheet link has loaded. One whose load failed still has a sheet in
 * Chromium, whose rules cannot be read (a SecurityError); none of our stylesheets is empty.
 */
function hasRules(link: HTMLLinkElement): boolean {
  try {
    return (link.sheet?.cssRules.length ?? 0) > 0;
  } catch {
    return false;
  }
}

/**
 * Re-adds, under a fresh URL, every stylesheet link whose load failed or is stalled (Vite's
 * preload adds a lazy chunk's CSS as a link, and never adds the same URL twice), and waits until
 * they have loaded; the dead links are removed once their replacement has loaded.
 * @throws Error when a stylesheet fails to load again
 */
function reloadFailedStylesheets(attempt: number): Promise<unknown> {
  const links = document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]');
  const failed = [...links].filter(
    (link) => new URL(link.href).origin === location.origin && !hasRules(link),
  );
  return Promise.all(
    failed.map(
      (dead) =>
        new Promise<void>((resolve, reject) => {
          const fresh = document.createElement("link");
          fresh.rel = "stylesheet";
          fresh.crossOrigin = dead.crossOrigin;
          fresh.href = freshUrl(dead.href, attempt);
          fresh.addEventListener("load", () => {
            dead.remove();
            resolve();
          });
          fresh.addEventListener("error", () => {
            fresh.remove();
            reject(new Error(`Unable to load the stylesheet ${dead.href}`));
          });
          dead.after(fresh);
        }),
    ),
  );
}

/**
 * `url` with a query no earlier request used: the attempt number and the time, so not even a
 * response cut short on an earlier visit and kept by the HTTP cache can answer it.
 */
function freshUrl(url: string, attempt: number): string {
  const fresh = new URL(url, document.baseURI);
  fresh.searchParams.set("retry", `${attempt}-${Date.now().toString(36)}`);
  return fresh.href;
}

/**
 * A lazily loaded chunk, loaded once. The first attempt is `firstImport()` (Vite's `import()`,
 * which also loads the chunk's stylesheet). Chromium keeps a module whose fetch failed, stalled
 * or arrived cut short for the life of the page, so an `import()` of the same URL can never
 * succeed again; a failed or stalled attempt (see `createLazyLoader`, `LAZY_LOAD_TIMEOUT_MS`) is
 * therefore retried on the next call by importing `chunkUrl` under a fresh query (after
 * re-adding the stylesheets that did not load, for a chunk that has one). For this to recover, the chunk must import nothing
 * the first page load did not already have (each lazy chunk is one file; tests/e2e/enquiry.test.ts
 * checks the build).
 * @param firstImport `() => import("./module")`
 * @param chunkUrl the chunk's URL: `import url from "./module?chunk-url"` (scripts/siteBuild/plugins/vitePluginChunkUrl.ts)
 * @param what named in errors, e.g. "loading Firestore"
 * @param options.stylesheet whether the chunk comes with a stylesheet (Vite adds it as a link on
 *   the first attempt; a retry re-adds it if it failed)
 */
export function lazyModule<T>(
  firstImport: () => Promise<T>,
  chunkUrl: string,
  what: string,
  options: { stylesheet?: boolean } = {},
): () => Promise<T> {
  return createLazyLoader(
    async (attempt) => {
      if (attempt === 0) return firstImport();
      if (options.stylesheet) await reloadFailedStylesheets(attempt);
      // The same module as firstImport's, fetched under a new URL: its type is firstImport's.
      return (await import(/* @vite-ignore */ freshUrl(chunkUrl, attempt))) as T;
    },
    LAZY_LOAD_TIMEOUT_MS,
    what,
  );
}
