/** The id of the prerendered page's JSON list of the module URLs its app runs (scripts/siteBuild/prerender/prerender.ts). */
export const APP_MODULES_ID = "app-modules";

/**
 * The module URLs the prerender listed in the page's `<script type="application/json"
 * id="app-modules">`: the app's own chunks (react-dom, the app chunk) and the route's (its page's
 * chunk, its section types' components), everything the entry and the route's loader will import.
 * Empty when the page has no list (the dev server).
 */
export function appModuleUrls(): string[] {
  const list = document.getElementById(APP_MODULES_ID)?.textContent;
  const urls: unknown = list ? JSON.parse(list) : [];
  return Array.isArray(urls) ? urls.filter((url) => typeof url === "string") : [];
}

/**
 * Starts fetching each module in `urls` without running it, by a `<link rel="modulepreload">` in
 * the head (with `crossorigin`, as the module scripts are fetched, so the fetch is reused).
 */
export function preloadModules(urls: readonly string[]): void {
  for (const url of urls) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = url;
    document.head.append(link);
  }
}
