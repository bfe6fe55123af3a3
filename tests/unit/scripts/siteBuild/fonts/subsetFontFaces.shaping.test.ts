import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { loadBrand } from "../../../../../scripts/brand/brandLoader";
import { manifestStrings } from "../../../../../scripts/brand/manifestStrings";
import { unicodeRangeCodePoints } from "../../../../../scripts/lib/unicodeRange";
import { runsOf } from "../../../../../scripts/siteBuild/fonts/shapedSubset";
import { subsetFontFaces } from "../../../../../scripts/siteBuild/fonts/subsetFontFaces";
import { sameShape, shaperOf } from "../../../../support/fontShaping";

// A file of its own beside subsetFontFaces.test.ts: shaping every word of both brands' Hindi
// copy is the unit layer's longest test, and in its own file it runs beside the others.
// The cuts are the build's own, from its font cache (keyed by the font, the copy and the
// cutter's code): what is checked is what the pages serve, and `npm test`'s build service,
// cutting the same faces at the same time on a fresh clone, cuts them once for both.

describe("subsetFontFaces, against the brands' copy", () => {
  it("shapes every word of each brand's Hindi copy and addresses as the whole font does, at each weight", async () => {
    for (const id of ["engineering", "healthcare"]) {
      const brand = await loadBrand(id);
      const narrowed = (brand.manifest.theme.fontFaces ?? []).filter((face) => face.narrowToCopy);
      expect(narrowed.length, id).toBeGreaterThan(0);
      // Those faces alone: cutting the brand's others is subsetFontFaces.test.ts's.
      const theme = { ...brand.manifest.theme, fontFaces: narrowed };
      const served = await subsetFontFaces({ ...brand, manifest: { ...brand.manifest, theme } });
      for (const face of narrowed) {
        const subset = served.get(face);
        if (!subset) throw new Error(`${id}'s ${face.family} was not served`);
        const points = new Set(unicodeRangeCodePoints(subset.unicodeRange));
        const characters = String.fromCodePoint(...points);
        const original = await readFile(brand.assetFiles.get(face.src) ?? "");
        const [whole, cut] = await Promise.all([
          shaperOf(original, characters),
          shaperOf(await readFile(subset.file), characters),
        ]);
        // The copy and what the Hindi pages show from the manifest: its addresses in Hindi.
        const copy = [
          ...Object.values(brand.resources.hi?.translation ?? {}).flat(),
          ...manifestStrings(brand.manifest, "hi"),
        ];
        const words = new Set(copy.flatMap((text) => runsOf(text, points)));
        // Hundreds of Devanagari words; a latin face of the Hindi pages draws names and numbers.
        const devanagari = [...points].some((point) => point >= 0x0900 && point <= 0x097f);
        expect(words.size, `${id} ${face.family}`).toBeGreaterThan(devanagari ? 500 : 50);
        const differ: string[] = [];
        for (const weight of face.weight.split(" ").map(Number)) {
          for (const word of words) {
            if (!sameShape(cut(word, weight), whole(word, weight)))
              differ.push(`${word} ${weight}`);
          }
        }
        expect(differ, `${id} ${face.family}`).toEqual([]);
      }
    }
  }, 120_000);
});
