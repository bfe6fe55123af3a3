import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { outlinedText } from "../../../../scripts/artwork/outlinedText";

const ARCHIVO = createRequire(import.meta.url).resolve(
  "@fontsource-variable/archivo/files/archivo-latin-wght-normal.woff2",
);
const line = (
  text: string,
  more: { weight?: number; letterSpacing?: number; wordSpacing?: number } = {},
) => outlinedText({ fontFile: ARCHIVO, text, weight: 400, size: 10, x: 5, y: 20, ...more });

describe("outlinedText", () => {
  it("draws the line as one path placed at its baseline, in whole font units", async () => {
    const { path } = await line("URJA");
    const [, transform, d] = /^<path transform="([^"]+)" d="([^"]+)"\/>$/.exec(path) ?? [];
    expect(transform).toBe("translate(5 20) scale(0.01 -0.01)");
    // Closed contours only (U 1, R 2, J 1, A 2), every coordinate a whole number.
    expect(d).toMatch(/^(M-?\d+,-?\d+([LQC ][-\d, ]+)*Z)+$/);
    expect(d?.match(/M/g)).toHaveLength(6);
  });

  it("measures the advance: glyphs add up, letter and word spacing come on top", async () => {
    const one = (await line("I")).width;
    expect((await line("II")).width).toBeCloseTo(2 * one, 1);
    expect((await line("II", { letterSpacing: 1 })).width).toBeCloseTo(2 * one + 1, 1);
    const spaced = await line("I I", { wordSpacing: 2 });
    expect(spaced.width).toBeCloseTo((await line("I I")).width + 2, 1);
  });

  it("is wider at a heavier weight, the variable font's axis applied", async () => {
    expect((await line("WORKS", { weight: 800 })).width).toBeGreaterThan(
      (await line("WORKS")).width,
    );
  });

  it("refuses a character the font has no glyph for", async () => {
    await expect(line("URJA 漢")).rejects.toThrow(/has no glyph for a character of "URJA 漢"/);
  });
});
