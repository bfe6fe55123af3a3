import type { FontFace, Theme } from "./manifestSchema";

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The file a font face is served from and the characters it is used for. */
export interface ServedFontFace {
  /** The URL the CSS loads. */
  url: string;
  /** CSS `unicode-range`; absent for a face used for every character. */
  unicodeRange?: string;
}

/**
 * `@font-face` rules for the theme's self-hosted fonts (empty when it has none).
 * @param served gives each face's URL and range (a `narrowToCopy` face's range is the build's)
 */
export function fontFacesToCss(theme: Theme, served: (face: FontFace) => ServedFontFace): string {
  return (theme.fontFaces ?? [])
    .map((face) => {
      const { url, unicodeRange } = served(face);
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
    })
    .join("");
}

/**
 * Turns a brand theme into a `:root` rule of CSS custom properties:
 * `colors.onPrimary` → `--color-on-primary`, `fonts.body` → `--font-body`, `radii.small` → `--radius-small`,
 * then one `:root:lang(<locale>)` rule per `localeFonts` entry with that locale's stacks.
 * Components style themselves with these tokens only.
 */
export function themeToCss(theme: Theme): string {
  const fonts = (stacks: Partial<Theme["fonts"]>) =>
    Object.entries(stacks).map(([name, value]) => `--font-${kebab(name)}: ${value};`);
  const lines = [
    ...Object.entries(theme.colors).map(([name, value]) => `--color-${kebab(name)}: ${value};`),
    ...fonts(theme.fonts),
    ...Object.entries(theme.radii).map(([name, value]) => `--radius-${kebab(name)}: ${value};`),
  ];
  const locales = Object.entries(theme.localeFonts ?? {}).map(
    ([locale, stacks]) => `:root:lang(${locale}) {\n  ${fonts(stacks).join("\n  ")}\n}\n`,
  );
  return [`:root {\n  ${lines.join("\n  ")}\n}\n`, ...locales].join("");
}
