import * as hb from "harfbuzzjs";
import subsetFont from "subset-font";

/** How HarfBuzz shapes a word: how many glyphs, and their advances in font units. */
export interface Shaped {
  glyphs: number;
  advances: number[];
}

/**
 * A shaper of words in `font` (woff2 or TrueType), in Hindi, at a weight (the instancer may round
 * a variable file's advances by a unit). A lost conjunct or vowel sign shows as more glyphs (a
 * visible virama) or other advances.
 * @param characters every character the words may use
 */
export async function shaperOf(font: Buffer, characters: string) {
  const sfnt = await subsetFont(font, characters, { targetFormat: "sfnt" });
  const hbFont = new hb.Font(new hb.Face(new hb.Blob(sfnt)));
  return (word: string, weight: number): Shaped => {
    hbFont.setVariations([new hb.Variation("wght", weight)]);
    const buffer = new hb.Buffer();
    buffer.addText(word);
    buffer.guessSegmentProperties();
    buffer.setLanguage("hi");
    hb.shape(hbFont, buffer);
    const advances = buffer.getGlyphPositions().map((position) => position.xAdvance);
    return { glyphs: advances.length, advances };
  };
}

/** Whether two shapings agree: the same glyphs, advances within 2 font units (1/500 em). */
export const sameShape = (a: Shaped, b: Shaped) =>
  a.glyphs === b.glyphs &&
  a.advances.every((advance, i) => Math.abs(advance - (b.advances[i] ?? 0)) <= 2);
