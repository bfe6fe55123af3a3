/** The character references React writes into prerendered HTML, and what they stand for. */
const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#x27;": "'",
};
const ENTITY = new RegExp(Object.keys(ENTITIES).join("|"), "g");

/**
 * What a visitor reads on a prerendered page, as the pieces its markup separates (each element's
 * text, each attribute): its text (scripts and styles left out), the alt, title, aria-label and
 * placeholder attributes, and the page description, character references decoded.
 */
export function visibleText(html: string): string[] {
  const decode = (text: string) => text.replace(ENTITY, (entity) => ENTITIES[entity] ?? entity);
  const attributes = [
    ...html.matchAll(/\s(?:alt|title|aria-label|placeholder)="([^"]*)"/g),
    ...html.matchAll(/<meta name="description" content="([^"]*)"/g),
  ].map((match) => match[1] ?? "");
  const text = html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, "  ")
    .split(/\s{2,}/)
    .map((chunk) => chunk.trim())
    .filter(Boolean);
  return [...attributes, ...text].map(decode);
}
