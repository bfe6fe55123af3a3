/**
 * An SVG as a data URL: percent-encoded text, which compresses far better than base64. Like Vite,
 * it collapses whitespace and swaps double quotes for single ones where that cannot change the
 * picture; unlike Vite, an SVG with text or foreign objects (whitespace there is content) or with
 * nested quotes is not base64 but percent-encoded character for character, so decoding the URL
 * gives back the file exactly.
 * @param source the SVG file's bytes (UTF-8)
 */
export function svgDataUrl(source: Buffer): string {
  const text = source.toString().trim();
  const keepAsIs =
    text.includes("<text") || text.includes("<foreignObject") || NESTED_QUOTES.test(text);
  const markup = keepAsIs
    ? text
    : text.replaceAll(/>\s+</g, "><").replaceAll('"', "'").replaceAll(/\s+/g, " ");
  const encoded = markup.replaceAll(/[%#<>"\s]/g, encodeURIComponent);
  return `data:image/svg+xml,${encoded}`;
}

/** Quotes inside quotes of the other kind, which the percent-encoded form would break. */
const NESTED_QUOTES = /"[^"']*'[^"]*"|'[^'"]*"[^']*'/;
