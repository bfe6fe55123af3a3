import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadBrand } from "../../../scripts/brandLoader";
import { subsetFontFaces } from "../../../scripts/subsetFontFaces";

let cacheDir: string;
beforeEach(async () => {
  cacheDir = await mkdtemp(path.join(os.tmpdir(), "fonts-"));
});
afterEach(async () => {
  await rm(cacheDir, { recursive: true, force: true });
});

const size = async (file: string) => (await stat(file)).size;

describe("subsetFontFaces", () => {
  it("cuts each face's file down to its unicode-range, keeping the manifest's path as the file's tail", async () => {
    const brand = await loadBrand("healthcare");
    const served = await subsetFontFaces(brand, cacheDir);
    const faces = brand.manifest.theme.fontFaces ?? [];
    expect(faces.length).toBeGreaterThan(0);
    for (const face of faces) {
      const subset = served.get(face) ?? "";
      const original = brand.assetFiles.get(face.src) ?? "";
      expect(subset.startsWith(cacheDir) && subset.endsWith(face.src)).toBe(true);
      expect((await readFile(subset)).subarray(0, 4).toString("latin1")).toBe("wOF2");
      const ratio = (await size(subset)) / (await size(original));
      if (face.unicodeRange === "U+20B9") {
        // A latin-ext file (18-34 KB) holds only the rupee sign's glyph now.
        expect(await size(subset)).toBeLessThan(2_000);
      } else if (face.preload) {
        // The preloaded face: the characters the copy uses, about two thirds of the latin file.
        expect(ratio).toBeGreaterThan(0.5);
        expect(ratio).toBeLessThan(0.75);
      } else {
        // The full latin face (fetched for other characters) keeps about all of it.
        expect(ratio).toBeGreaterThan(0.9);
        expect(ratio).toBeLessThanOrEqual(1);
      }
    }
  });

  it("reuses a cached subset and leaves a face without a range to its file", async () => {
    const brand = await loadBrand("healthcare");
    const first = await subsetFontFaces(brand, cacheDir);
    const modified = await Promise.all(
      [...first.values()].map(async (f) => (await stat(f)).mtimeMs),
    );
    const again = await subsetFontFaces(brand, cacheDir);
    expect([...again.values()]).toEqual([...first.values()]);
    expect(
      await Promise.all([...again.values()].map(async (f) => (await stat(f)).mtimeMs)),
    ).toEqual(modified);

    const [face] = brand.manifest.theme.fontFaces ?? [];
    if (!face) throw new Error("the health-care brand has no font faces");
    const whole = { ...face, unicodeRange: undefined };
    const theme = { ...brand.manifest.theme, fontFaces: [whole] };
    const served = await subsetFontFaces(
      { ...brand, manifest: { ...brand.manifest, theme } },
      cacheDir,
    );
    expect(served.size).toBe(0);
  });
});
