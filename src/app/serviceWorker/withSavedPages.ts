import { SAVED_PAGES_ATTRIBUTE } from "../../i18n/offlinePath";

/** A page saved on the device: its address and its document title. */
export interface SavedPage {
  /** Path on the site, such as `/hi/about`. */
  href: string;
  title: string;
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The text of a document's `<title>` (entities as written), or null when it has none. The
 * saved pages are ours, prerendered: one title, no markup inside it.
 */
export function pageTitle(html: string): string | null {
  const match = /<title>([^<]*)<\/title>/.exec(html);
  return match?.[1]?.trim() || null;
}

/**
 * The offline page's `html` with a link to each of `pages` added at the end of its list of saved
 * pages (the element with `data-saved-pages`, after the home page's link). Titles are escaped as
 * text; an `&` already written as an entity in a page's title is written out again, so the link
 * reads as the tab did.
 * @throws Error when the offline page has no such list (a build that changed the page)
 */
export function withSavedPages(html: string, pages: readonly SavedPage[]): string {
  const start = html.indexOf(`${SAVED_PAGES_ATTRIBUTE}=""`);
  const end = start < 0 ? -1 : html.indexOf("</ul>", start);
  if (end < 0) throw new Error(`the offline page has no list marked ${SAVED_PAGES_ATTRIBUTE}`);
  const items = pages
    .map(
      ({ href, title }) =>
        `<li><a href="${escapeHtml(href)}">${escapeHtml(decodeEntities(title))}</a></li>`,
    )
    .join("");
  return `${html.slice(0, end)}${items}${html.slice(end)}`;
}

/** `text` with the entities React writes in a `<title>` (`&amp;`, `&#x27;` …) decoded. */
function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) =>
      String.fromCodePoint(Number.parseInt(hex, 16)),
    )
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&(amp|lt|gt|quot);/g, (_, name: string) =>
      name === "amp" ? "&" : name === "lt" ? "<" : name === "gt" ? ">" : '"',
    );
}
