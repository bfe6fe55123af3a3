/** The highest Unicode code point. */
const MAX_CODE_POINT = 0x10ffff;

/** One `unicode-range` token: `U+20B9`, `U+0000-00FF`, or a wildcard range such as `U+4??`. */
const TOKEN = /^U\+(?:([0-9A-F]{1,6})-([0-9A-F]{1,6})|([0-9A-F]{0,5})(\?{1,6})|([0-9A-F]{1,6}))$/i;

/**
 * The code points a CSS `unicode-range` descriptor names (CSS Fonts 4, section 4.5), ascending and
 * without repeats: `"U+0000-00FF,U+20B9"` → 0 to 255 and 8377.
 * @throws Error naming the token that is not `U+hex`, `U+hex-hex` or `U+hex??` (at most six
 *   digits, wildcards last), whose start is after its end, or that goes past U+10FFFF
 */
export function unicodeRangeCodePoints(range: string): number[] {
  const points = new Set<number>();
  for (const raw of range.split(",")) {
    const token = raw.trim();
    const match = TOKEN.exec(token);
    const wildcard = match?.[4];
    const single = match?.[5];
    const [start, end] = !match
      ? [Number.NaN, Number.NaN]
      : wildcard !== undefined
        ? [
            Number.parseInt(`${match[3]}${"0".repeat(wildcard.length)}`, 16),
            Number.parseInt(`${match[3]}${"F".repeat(wildcard.length)}`, 16),
          ]
        : single !== undefined
          ? [Number.parseInt(single, 16), Number.parseInt(single, 16)]
          : [Number.parseInt(match[1] ?? "", 16), Number.parseInt(match[2] ?? "", 16)];
    if (
      !match ||
      (wildcard !== undefined && (match[3] ?? "").length + wildcard.length > 6) ||
      start > end ||
      end > MAX_CODE_POINT
    ) {
      throw new Error(
        `'${token}' is not a unicode-range token (expected U+20B9, U+0000-00FF or U+4??, up to U+10FFFF, start before end)`,
      );
    }
    for (let point = start; point <= end; point++) points.add(point);
  }
  return [...points].sort((a, b) => a - b);
}

/**
 * The shortest `unicode-range` descriptor naming exactly `points` (any order, repeats allowed):
 * runs become `U+0915-0919`, single points `U+093C`, uppercase hex of at least four digits.
 * @throws Error when `points` is empty (a descriptor names at least one character)
 */
export function unicodeRangeOf(points: Iterable<number>): string {
  const sorted = [...new Set(points)].sort((a, b) => a - b);
  if (sorted.length === 0) throw new Error("a unicode-range names at least one code point");
  const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, "0");
  const tokens: string[] = [];
  let start = sorted[0] ?? 0;
  let end = start;
  // NaN continues no run: it closes the last one.
  for (const point of [...sorted.slice(1), Number.NaN]) {
    if (point === end + 1) {
      end = point;
      continue;
    }
    tokens.push(start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`);
    start = point;
    end = point;
  }
  return tokens.join(",");
}

/**
 * The part of `range` that `texts` use, as the shortest descriptor (`unicodeRangeOf`):
 * `("U+0900-097F", ["नमस्ते ISO"])` → `U+0924,U+0928,U+092E,U+0938,U+0947,U+094D`.
 * @returns undefined when the texts use none of the range's characters
 * @throws Error when `range` is not a valid descriptor (`unicodeRangeCodePoints`)
 */
export function rangeUsedBy(range: string, texts: Iterable<string>): string | undefined {
  const used = new Set<number>();
  for (const text of texts) for (const c of text) used.add(c.codePointAt(0) ?? 0);
  const kept = unicodeRangeCodePoints(range).filter((point) => used.has(point));
  return kept.length === 0 ? undefined : unicodeRangeOf(kept);
}
