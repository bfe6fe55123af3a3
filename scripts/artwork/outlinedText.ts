/**
 * Text drawn as outlines: a line shaped by HarfBuzz in a given font and weight, returned as one
 * SVG path, so a picture that needs lettering (the logo's wordmark) looks the same wherever it is
 * shown, with no font of the viewer's involved. An SVG shown through `<img>` cannot use the page's
 * web fonts; a `<text>` there falls back to whatever `system-ui` is on the device.
 */
import { readFile } from "node:fs/promises";
import * as hb from "harfbuzzjs";
import subsetFont from "subset-font";

/** One line of outlined text. */
export interface OutlinedText {
  /** The `<path>` element (no fill: the caller's group or attribute gives it). */
  path: string;
  /** Advance width of the line, letter spacing included, in px. */
  width: number;
}

/**
 * Shapes `text` in the variable font at `fontFile` (woff2 or TrueType) at weight `weight` and
 * returns its outlines placed with the baseline's left end at (`x`, `y`) px, `size` px per em and
 * `letterSpacing` px after every glyph but the last (and `wordSpacing` px more after a space, as
 * CSS spaces words). Coordinates are whole font units under one
 * transform, which keeps the path short without visible rounding (1 unit is 1/1000 em).
 * @throws Error when the font lacks a glyph for one of the characters
 */
export async function outlinedText(options: {
  fontFile: string;
  text: string;
  weight: number;
  size: number;
  x: number;
  y: number;
  letterSpacing?: number;
  wordSpacing?: number;
}): Promise<OutlinedText> {
  const { fontFile, text, weight, size, x, y, letterSpacing = 0, wordSpacing = 0 } = options;
  // An instance at this weight, cut to these characters, as TrueType, which HarfBuzz reads.
  const sfnt = await subsetFont(await readFile(fontFile), text, {
    targetFormat: "sfnt",
    variationAxes: { wght: weight },
  });
  const face = new hb.Face(new hb.Blob(sfnt));
  const font = new hb.Font(face);
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const scale = size / face.upem;
  const spacing = letterSpacing / scale;
  const positions = buffer.getGlyphPositions();
  let pen = 0;
  let d = "";
  buffer.getGlyphInfos().forEach((glyph, index) => {
    if (glyph.codepoint === 0)
      throw new Error(`${fontFile} has no glyph for a character of "${text}"`);
    let coordinate = 0;
    // Every command here takes x,y pairs (M, L, Q, C); Z takes none.
    d += font
      .glyphToPath(glyph.codepoint)
      .replace(/-?\d+(?:\.\d+)?(?:e-?\d+)?/g, (number) =>
        String(Math.round(Number(number) + (coordinate++ % 2 === 0 ? pen : 0))),
      );
    pen += (positions[index]?.xAdvance ?? 0) + spacing;
    if (text[glyph.cluster] === " ") pen += wordSpacing / scale;
  });
  const width = (pen - spacing) * scale;
  const k = Number(scale.toFixed(6));
  return {
    path: `<path transform="translate(${x} ${y}) scale(${k} -${k})" d="${d}"/>`,
    width: Number(width.toFixed(2)),
  };
}
