/**
 * Splits off the tags React hoists when it renders no `<head>`: it writes them before the app's
 * HTML, such as the `<link rel="preload" as="image">` it makes for an `<img>` outside `<picture>`
 * with a URL `src` (the header's logo). They belong in the head; left in `#root` they would be
 * an element hydration never claims.
 */
export function withoutHoisted(rendered: string): { hoisted: string; html: string } {
  const hoisted = /^(?:<link\b[^>]*>)*/.exec(rendered)?.[0] ?? "";
  return { hoisted, html: rendered.slice(hoisted.length) };
}
