import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import subsetFont from "subset-font";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadBrand } from "../../../../scripts/build/brandLoader";
import { subsetFontFaces } from "../../../../scripts/build/subsetFontFaces";

let cacheDir: string;
beforeEach(async () => {
  cacheDir = await mkdtemp(path.join(os.tmpdir(), "fonts-"));
});
afterEach(async () => {
  await rm(cacheDir, { recursive: true, force: true });
});

const size = async (file: string) => (await stat(file)).size;

/** A static font (a variable file pinned to weight 400, no axis left) in the cache dir; its path. */
async function writeStaticFont(variableFile: string): Promise<string> {
  const staticFile = path.join(cacheDir, "static.woff2");
  const variable = await readFile(variableFile);
  await writeFile(
    staticFile,
    await subsetFont(variable, "Static", { targetFormat: "woff2", variationAxes: { wght: 400 } }),
  );
  return staticFile;
}

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
      const bytes = await size(subset);
      expect(bytes).toBeLessThan(await size(original));
      if (face.unicodeRange === "U+20B9") {
        // A latin-ext file (18-34 KB) holds only the rupee sign's glyph now.
        expect(bytes).toBeLessThan(2_000);
      } else if (face.preload) {
        // The preloaded face: the characters the copy uses, at the weights the styles use
        // (35-37 KB as published), and less than the face for every other latin character.
        expect(bytes).toBeLessThan(25_000);
        const full = faces.find((other) => other.src === face.src && !other.preload);
        expect(bytes).toBeLessThan(await size(served.get(full ?? face) ?? ""));
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

  it("names the face's weight when it is a range and the file has no weight axis", async () => {
    const brand = await loadBrand("healthcare");
    const [face] = brand.manifest.theme.fontFaces ?? [];
    if (!face) throw new Error("the health-care brand has no font faces");
    const staticFile = await writeStaticFont(brand.assetFiles.get(face.src) ?? "");
    const staticFace = { ...face, src: "assets/static.woff2", weight: "400 700" };
    const theme = { ...brand.manifest.theme, fontFaces: [face, staticFace] };
    const broken = {
      ...brand,
      manifest: { ...brand.manifest, theme },
      assetFiles: new Map([...brand.assetFiles, ["assets/static.woff2", staticFile]]),
    };
    await expect(subsetFontFaces(broken, cacheDir)).rejects.toThrow(
      "Brand 'healthcare': field 'theme.fontFaces.1.weight' is the range '400 700'",
    );
  });

  it("pins a variable file to a face's one weight, and serves a static file's one weight as it is", async () => {
    const brand = await loadBrand("healthcare");
    const [face] = brand.manifest.theme.fontFaces ?? [];
    if (!face) throw new Error("the health-care brand has no font faces");
    const core = { ...face, unicodeRange: "U+0020-007E", weight: "400 700" };
    const pinned = { ...core, weight: "700" };
    const staticFile = await writeStaticFont(brand.assetFiles.get(face.src) ?? "");
    const staticFace = { ...face, src: "assets/static.woff2", weight: "400" };
    const theme = { ...brand.manifest.theme, fontFaces: [core, pinned, staticFace] };
    const served = await subsetFontFaces(
      {
        ...brand,
        manifest: { ...brand.manifest, theme },
        assetFiles: new Map([...brand.assetFiles, ["assets/static.woff2", staticFile]]),
      },
      cacheDir,
    );
    const pinnedFile = await readFile(served.get(pinned) ?? "");
    // No weight axis is left to pin: the face is a static instance, smaller than the range's.
    await expect(
      subsetFont(pinnedFile, "A", { targetFormat: "woff2", variationAxes: { wght: 700 } }),
    ).rejects.toThrow(/axis/);
    expect(pinnedFile.length).toBeLessThan(await size(served.get(core) ?? ""));
    expect((await readFile(served.get(staticFace) ?? "")).subarray(0, 4).toString("latin1")).toBe(
      "wOF2",
    );
  });
});
