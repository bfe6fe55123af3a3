/**
 * The address Firebase Hosting's clean URLs give an HTML file of the site: `about.html` and
 * `about/index.html` → `/about`, `index.html` → `/` (with or without a leading `/`).
 */
export function cleanUrl(file: string): string {
  return `/${file
    .replace(/^\/+/, "")
    .replace(/\.html$/, "")
    .replace(/(^|\/)index$/, "")}`;
}
