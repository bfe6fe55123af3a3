/**
 * The engineering brand's logo: an orange tile with a U, and the wordmark "URJA / ENGINEERING
 * WORKS" in Archivo, the brand's font, as outlines (scripts/artwork/outlinedText.ts). It sits on
 * the header's and footer's chrome colour; its alt text is the manifest's `logo.alt`.
 */
import { createRequire } from "node:module";
import { outlinedText } from "./outlinedText";
import { mix, type ThemeColours } from "./palette";

/** The brand's font file (manifest `theme.fontFaces`), which the wordmark is drawn in. */
const ARCHIVO = createRequire(import.meta.url).resolve(
  "@fontsource-variable/archivo/files/archivo-latin-wght-normal.woff2",
);

/** The logo's box, px. */
const WIDTH = 180;
/** Where the wordmark's lines start, px from the left. */
const WORDMARK_X = 46;

/**
 * The logo as an SVG document, 180 × 48 px.
 * @throws Error when a line of the wordmark would run past the logo's right edge
 */
export async function logoSvg(theme: ThemeColours): Promise<string> {
  const name = await outlinedText({
    fontFile: ARCHIVO,
    text: "URJA",
    weight: 700,
    size: 17,
    x: WORDMARK_X,
    y: 24,
  });
  const tagline = await outlinedText({
    fontFile: ARCHIVO,
    text: "ENGINEERING WORKS",
    weight: 400,
    size: 11,
    x: WORDMARK_X,
    y: 40,
    letterSpacing: 0.4,
    wordSpacing: 1.5,
  });
  for (const line of [name, tagline]) {
    if (WORDMARK_X + line.width > WIDTH) {
      throw new Error(`the logo's wordmark is ${line.width} px wide: it runs past ${WIDTH} px`);
    }
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="48" viewBox="0 0 ${WIDTH} 48" role="img" aria-label="Urja Engineering Works">`,
    `<rect x="2" y="6" width="36" height="36" rx="6" fill="${theme.accent}"/>`,
    `<path d="M12 14v12a8 8 0 0 0 16 0V14" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round"/>`,
    `<g fill="${theme.onChrome}">${name.path}</g>`,
    `<g fill="${mix(theme.onChrome, theme.chrome, 0.18)}">${tagline.path}</g>`,
    "</svg>",
    "",
  ].join("\n");
}
