import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listBrands, loadBrand } from "../../../../../scripts/brand/brandLoader";
import { unicodeRangeCodePoints } from "../../../../../scripts/lib/unicodeRange";
import { subsetFontFaces } from "../../../../../scripts/siteBuild/fonts/subsetFontFaces";
import { sameShape, shaperOf } from "../../../../support/fontShaping";

// A file of its own beside subsetFontFaces.test.ts: it is the cutter's one test of every brand
// found in brands/, so the recipes of docs/extending.md run it for the brand and locale they add
// (tests/build/recipes.test.ts), and not the cutter's other tests.

let cacheDir: string;
beforeAll(async () => {
  cacheDir = await mkdtemp(path.join(os.tmpdir(), "fonts-"));
});
afterAll(async () => {
  await rm(cacheDir, { recursive: true, force: true });
});

describe("subsetFontFaces, for the language switch of every brand", () => {
  it("cuts each brand's face for the language switch to the locales' names: under 2 KB, shaped as the whole font does", async () => {
    const brands = await Promise.all((await listBrands()).map((id) => loadBrand(id)));
    const withSwitchFaces = brands.filter((brand) =>
      (brand.manifest.theme.fontFaces ?? []).some((face) => face.narrowToLocaleNames),
    );
    expect(withSwitchFaces.length).toBeGreaterThan(0);
    for (const brand of withSwitchFaces) {
      const { id, manifest, resources } = brand;
      const faces = (manifest.theme.fontFaces ?? []).filter((face) => face.narrowToLocaleNames);
      // Those faces alone: cutting the brand's others is the tests' above.
      const theme = { ...manifest.theme, fontFaces: faces };
      const served = await subsetFontFaces(
        { ...brand, manifest: { ...manifest, theme } },
        cacheDir,
      );
      const names = manifest.locales.map((locale) =>
        String(resources[locale]?.translation["locale.name"]),
      );
      for (const face of faces) {
        const subset = served.get(face);
        if (!subset) throw new Error(`${id}'s ${face.family} was not served`);
        // Only the characters of the names written in the face's script: a page without them
        // never fetches the face.
        const range = new Set(unicodeRangeCodePoints(face.unicodeRange ?? ""));
        const drawn = names.filter((name) =>
          [...name].some((c) => range.has(c.codePointAt(0) ?? 0)),
        );
        expect(drawn.length, id).toBeGreaterThan(0);
        const points = [...new Set([...drawn.join("")].map((c) => c.codePointAt(0) ?? 0))];
        expect(unicodeRangeCodePoints(subset.unicodeRange)).toEqual(
          points.filter((point) => range.has(point)).sort((a, b) => a - b),
        );
        expect((await stat(subset.file)).size, id).toBeLessThan(2048);
        const [whole, cut] = await Promise.all([
          shaperOf(await readFile(brand.assetFiles.get(face.src) ?? ""), drawn.join("")),
          shaperOf(await readFile(subset.file), drawn.join("")),
        ]);
        const weight = Number(face.weight);
        for (const name of drawn) {
          expect(sameShape(cut(name, weight), whole(name, weight)), `${id}: ${name}`).toBe(true);
        }
      }
    }
  });
});
