import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import subsetFont from "subset-font";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type LoadedBrand, loadBrand } from "../../../../../scripts/brand/brandLoader";
import { unicodeRangeCodePoints } from "../../../../../scripts/lib/unicodeRange";
import { subsetFontFaces } from "../../../../../scripts/siteBuild/fonts/subsetFontFaces";
import { sameShape, shaperOf } from "../../../../support/fontShaping";

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

/** Words whose conjuncts, reph, nukta and vowel signs a Devanagari subset must still form. */
const DEVANAGARI_WORDS = ["प्रोजेक्ट्स", "कृपया", "ज़रूरत", "श्री", "द्वारा", "क्षेत्र", "कार्य"];

/** The Noto Sans Devanagari face a brand would declare for its Hindi pages, cut to their copy. */
const devanagariFace = {
  family: "Noto Sans Devanagari",
  src: "@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2",
  weight: "400 800",
  style: "normal" as const,
  preload: true,
  unicodeRange: "U+0900-097F,U+200C-200D,U+25CC",
  locales: ["hi"],
  narrowToCopy: true,
};

describe("subsetFontFaces", () => {
  it("cuts a narrowToCopy face to its copy's characters and the glyphs the copy shapes into", async () => {
    const brand = await loadBrand("healthcare");
    const file = createRequire(import.meta.url).resolve(devanagariFace.src);
    const copy = { "sample.words": DEVANAGARI_WORDS.join(" "), "sample.latin": "ISO 9001" };
    const served = await subsetFontFaces(
      {
        ...brand,
        manifest: {
          ...brand.manifest,
          theme: { ...brand.manifest.theme, fontFaces: [devanagariFace] },
        },
        resources: { ...brand.resources, hi: { translation: copy } },
        assetFiles: new Map([[devanagariFace.src, file]]),
      },
      cacheDir,
    );
    const subset = served.get(devanagariFace);
    if (!subset) throw new Error("the face was not served");
    // Exactly the Devanagari characters of the words and of the Hindi address the pages show
    // from the manifest: no Latin, nothing they do not use.
    const address = brand.manifest.contact.addressByLocale?.hi ?? [];
    expect(address.join("")).toMatch(/[\u0900-\u097F]/);
    const devanagari = [...DEVANAGARI_WORDS, ...address].join("").match(/[\u0900-\u097F]/g) ?? [];
    const used = [...new Set(devanagari.map((c) => c.codePointAt(0) ?? 0))];
    expect(unicodeRangeCodePoints(subset.unicodeRange)).toEqual(used.sort((a, b) => a - b));
    const original = await readFile(file);
    const cut = await readFile(subset.file);
    expect(cut.length).toBeLessThan(original.length / 10);
    const characters = String.fromCodePoint(...used);
    const [whole, narrowed] = await Promise.all([
      shaperOf(original, characters),
      shaperOf(cut, characters),
    ]);
    for (const weight of [400, 600, 800]) {
      for (const word of DEVANAGARI_WORDS) {
        const agree = sameShape(narrowed(word, weight), whole(word, weight));
        expect(agree, `${word} at ${weight}`).toBe(true);
      }
    }
    // Glyph-exact: a conjunct of the same characters that the copy never forms is not in it
    // (what a visitor types is drawn from the whole face).
    expect(sameShape(narrowed("क्र", 400), whole("क्र", 400))).toBe(false);
  });

  it("names the face for the locales' names when they use none of its characters", async () => {
    const brand = await loadBrand("healthcare");
    const file = createRequire(import.meta.url).resolve(devanagariFace.src);
    const names = {
      ...devanagariFace,
      unicodeRange: "U+0980-09FF",
      narrowToCopy: undefined,
      narrowToLocaleNames: true,
    };
    const theme = { ...brand.manifest.theme, fontFaces: [names] };
    await expect(
      subsetFontFaces(
        {
          ...brand,
          manifest: { ...brand.manifest, theme },
          assetFiles: new Map([[names.src, file]]),
        },
        cacheDir,
      ),
    ).rejects.toThrow(
      `Brand 'healthcare': field 'theme.fontFaces.0.narrowToLocaleNames': the locales' names (${brand.manifest.locales.map((locale) => brand.resources[locale]?.translation["locale.name"]).join(", ")}) uses no character of its unicodeRange 'U+0980-09FF'`,
    );
  });

  it("names the face when its locales' copy uses none of its characters", async () => {
    const brand = await loadBrand("healthcare");
    const english = { ...devanagariFace, locales: ["en"] };
    const theme = { ...brand.manifest.theme, fontFaces: [english] };
    const file = createRequire(import.meta.url).resolve(devanagariFace.src);
    await expect(
      subsetFontFaces(
        {
          ...brand,
          manifest: { ...brand.manifest, theme },
          assetFiles: new Map([[english.src, file]]),
        },
        cacheDir,
      ),
    ).rejects.toThrow(
      "Brand 'healthcare': field 'theme.fontFaces.0.narrowToCopy': the copy of en uses no character of its unicodeRange 'U+0900-097F,U+200C-200D,U+25CC'",
    );
  });

  describe("the health-care brand's faces, cut once into an empty cache", () => {
    // One cold cut for the two tests below (each face of the brand; about 7 s of CPU).
    let brand: LoadedBrand;
    let served: Awaited<ReturnType<typeof subsetFontFaces>>;
    let sharedCache: string;
    beforeAll(async () => {
      brand = await loadBrand("healthcare");
      sharedCache = await mkdtemp(path.join(os.tmpdir(), "fonts-"));
      served = await subsetFontFaces(brand, sharedCache);
    });
    afterAll(async () => {
      await rm(sharedCache, { recursive: true, force: true });
    });

    it("cuts each face's file down to its unicode-range, keeping the manifest's path as the file's tail", async () => {
      const faces = brand.manifest.theme.fontFaces ?? [];
      expect(faces.length).toBeGreaterThan(0);
      for (const face of faces) {
        const subset = served.get(face)?.file ?? "";
        const original = brand.assetFiles.get(face.src) ?? "";
        expect(subset.startsWith(sharedCache) && subset.endsWith(face.src)).toBe(true);
        expect((await readFile(subset)).subarray(0, 4).toString("latin1")).toBe("wOF2");
        const bytes = await size(subset);
        expect(bytes).toBeLessThan(await size(original));
        if (face.unicodeRange === "U+20B9") {
          // A latin-ext file (18-34 KB) holds only the rupee sign's glyph now.
          expect(bytes).toBeLessThan(2_000);
        } else if (face.preload) {
          // A preloaded face: the characters the copy uses, at the weights the styles use, and
          // less than the face for every other character of its script: under 25 KB, a latin one
          // from 35-37 KB as published, the Hindi pages' Devanagari ones from 121-127 KB.
          expect(bytes).toBeLessThan(25_000);
          const full = faces.find((other) => other.src === face.src && !other.preload);
          expect(bytes).toBeLessThan(await size(served.get(full ?? face)?.file ?? ""));
        }
      }
    });

    it("reuses a cached subset and leaves a face without a range to its file", async () => {
      const modified = await Promise.all(
        [...served.values()].map(async ({ file }) => (await stat(file)).mtimeMs),
      );
      const again = await subsetFontFaces(brand, sharedCache);
      expect([...again.values()]).toEqual([...served.values()]);
      expect(
        await Promise.all([...again.values()].map(async ({ file }) => (await stat(file)).mtimeMs)),
      ).toEqual(modified);

      const [face] = brand.manifest.theme.fontFaces ?? [];
      if (!face) throw new Error("the health-care brand has no font faces");
      const whole = { ...face, unicodeRange: undefined };
      const theme = { ...brand.manifest.theme, fontFaces: [whole] };
      const wholeServed = await subsetFontFaces(
        { ...brand, manifest: { ...brand.manifest, theme } },
        sharedCache,
      );
      expect(wholeServed.size).toBe(0);
    });
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
    const pinnedFile = await readFile(served.get(pinned)?.file ?? "");
    // No weight axis is left to pin: the face is a static instance, smaller than the range's.
    await expect(
      subsetFont(pinnedFile, "A", { targetFormat: "woff2", variationAxes: { wght: 700 } }),
    ).rejects.toThrow(/axis/);
    expect(pinnedFile.length).toBeLessThan(await size(served.get(core)?.file ?? ""));
    expect(
      (await readFile(served.get(staticFace)?.file ?? "")).subarray(0, 4).toString("latin1"),
    ).toBe("wOF2");
  });
});
