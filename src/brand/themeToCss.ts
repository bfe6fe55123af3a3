import type { FontFace, Theme } from "./schemas/theme";

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The file a font face is served from and the characters it is used for. */
export interface ServedFontFace {
  /** The URL the CSS loads. */
  url: string;
  /** CSS `unicode-range`; absent for a face used for every character. */
  unicodeRange?: string;
}

/** What an `@font-face` rule says of its face beside where it is served. */
export type FontFaceDescriptors = Pick<FontFace, "family" | "style" | "weight">;

/** One `@font-face` rule: the face's descriptors, its file and, when it has one, its range. */
export function fontFaceRule(
  face: FontFaceDescriptors,
  { url, unicodeRange }: ServedFontFace,
): string {
  return [
    "@font-face {",
    `  font-family: ${JSON.stringify(face.family)};`,
    `  font-style: ${face.style};`,
    `  font-weight: ${face.weight};`,
    // swap: text shows at once in the fallback font rather than staying invisible.
    "  font-display: swap;",
    `  src: url(${JSON.stringify(url)}) format("woff2");`,
    ...(unicodeRange ? [`  unicode-range: ${unicodeRange};`] : []),
    "}",
    "",
  ].join("\n");
}

/**
 * `@font-face` rules for the theme's self-hosted fonts (empty when it has none).
 * @param served gives each face's URL and range (a `narrowToCopy` face's range is the build's)
 */
export function fontFacesToCss(theme: Theme, served: (face: FontFace) => ServedFontFace): string {
  return (theme.fontFaces ?? []).map((face) => fontFaceRule(face, served(face))).join("");
}

/** One custom property per entry: `("font", {body: "…"})` → `--font-body: …;`. */
export function customProperties(
  prefix: string,
  values: Readonly<Record<string, string | number>>,
): string[] {
  return Object.entries(values).map(([name, value]) => `--${prefix}-${kebab(name)}: ${value};`);
}

/** The custom properties of one locale's typography (see `Theme["localeTypography"]`). */
function localeProperties(typography: NonNullable<Theme["localeTypography"]>[string]): string[] {
  const { fonts = {}, lineHeights = {}, tracking, underlineOffset } = typography;
  return [
    ...customProperties("font", fonts),
    ...customProperties("line-height", lineHeights),
    ...(tracking === undefined ? [] : [`--tracking: ${tracking};`]),
    ...(underlineOffset === undefined ? [] : [`--underline-offset: ${underlineOffset};`]),
  ];
}

/**
 * Turns a brand theme into a `:root` rule of CSS custom properties:
 * `colors.onPrimary` → `--color-on-primary`, `fonts.body` → `--font-body`, `radii.small` → `--radius-small`,
 * then one `:root:lang(<locale>)` rule per `localeTypography` entry: its font stacks
 * (`--font-*`), line heights (`--line-height-body`, `--line-height-heading`), `--tracking` and
 * `--underline-offset`, which the styles read with the design's values as fallbacks.
 * Components style themselves with these tokens only.
 */
export function themeToCss(theme: Theme): string {
  const lines = [
    ...customProperties("color", theme.colors),
    ...customProperties("font", theme.fonts),
    ...customProperties("radius", theme.radii),
  ];
  const locales = Object.entries(theme.localeTypography ?? {}).map(
    ([locale, typography]) =>
      `:root:lang(${locale}) {\n  ${localeProperties(typography).join("\n  ")}\n}\n`,
  );
  return [`:root {\n  ${lines.join("\n  ")}\n}\n`, ...locales].join("");
}
