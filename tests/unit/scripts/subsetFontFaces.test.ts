import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type LoadedBrand, loadBrand } from "../../../scripts/brandLoader";
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
  it("cuts a face's file down to its unicode-range, keeping the manifest's path as the file's tail", async () => {
    const brand = await loadBrand("healthcare");
    const served = await subsetFontFaces(brand, cacheDir);
    const faces = brand.manifest.theme.fontFaces ?? [];
    expect([...served.keys()].sort()).toEqual(faces.map((face) => face.src).sort());
    for (const face of faces) {
      const subset = served.get(face.src) ?? "";
      const original = brand.assetFiles.get(face.src) ?? "";
      expect(subset.startsWith(cacheDir) && subset.endsWith(face.src)).toBe(true);
      expect((await readFile(subset)).subarray(0, 4).toString("latin1")).toBe("wOF2");
      if (face.unicodeRange === "U+20B9") {
        // A latin-ext file (18-34 KB) holds only the rupee sign's glyph now.
        expect(await size(original)).toBeGreaterThan(15_000);
        expect(await size(subset)).toBeLessThan(2_000);
      } else {
        // The latin files already hold about their range: little comes off, nothing is lost.
        expect(await size(subset)).toBeGreaterThan((await size(original)) * 0.85);
        expect(await size(subset)).toBeLessThanOrEqual(await size(original));
      }
    }
  });

  it("reuses a cached subset and serves a file whole when some face names it without a range", async () => {
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
    const whole: LoadedBrand = {
      ...brand,
      manifest: {
        ...brand.manifest,
        theme: {
          ...brand.manifest.theme,
          fontFaces: [face, { ...face, unicodeRange: undefined }],
        },
      },
    };
    expect((await subsetFontFaces(whole, cacheDir)).has(face.src)).toBe(false);
  });
});
