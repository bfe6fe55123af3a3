import type { FontFace, Theme } from "./manifestSchema";

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * `@font-face` rules for the theme's self-hosted fonts (empty when it has none).
 * @param fontUrl gives the URL the CSS loads for a face's file
 */
export function fontFacesToCss(theme: Theme, fontUrl: (face: FontFace) => string): string {
  return (theme.fontFaces ?? [])
    .map((face) =>
      [
        "@font-face {",
        `  font-family: ${JSON.stringify(face.family)};`,
        `  font-style: ${face.style};`,
        `  font-weight: ${face.weight};`,
        // swap: text shows at once in the fallback font rather than staying invisible.
        "  font-display: swap;",
        `  src: url(${JSON.stringify(fontUrl(face))}) format("woff2");`,
        ...(face.unicodeRange ? [`  unicode-range: ${face.unicodeRange};`] : []),
        "}",
        "",
      ].join("\n"),
    )
    .join("");
}

/**
 * Turns a brand theme into a `:root` rule of CSS custom properties:
 * `colors.onPrimary` → `--color-on-primary`, `fonts.body` → `--font-body`, `radii.small` → `--radius-small`.
 * Components style themselves with these tokens only.
 */
export function themeToCss(theme: Theme): string {
  const lines = [
    ...Object.entries(theme.colors).map(([name, value]) => `--color-${kebab(name)}: ${value};`),
    ...Object.entries(theme.fonts).map(([name, value]) => `--font-${kebab(name)}: ${value};`),
    ...Object.entries(theme.radii).map(([name, value]) => `--radius-${kebab(name)}: ${value};`),
  ];
  return `:root {\n  ${lines.join("\n  ")}\n}\n`;
}
