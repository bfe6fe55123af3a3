import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import subsetFont from "subset-font";
import type { FontFace } from "../../../src/brand/schemas/theme.ts";
import { LOCALE_NAME_KEY } from "../../../src/brand/splitBrand.ts";
import { BrandError, type LoadedBrand } from "../../brand/brandLoader.ts";
import { manifestStrings } from "../../brand/manifestStrings.ts";
import { cacheEntry } from "../../lib/cacheEntry.ts";
import { repoRoot } from "../../lib/repoRoot.ts";
import { rangeUsedBy, unicodeRangeCodePoints } from "../../lib/unicodeRange.ts";
import { copyStrings } from "./copyStrings.ts";
import { shapedSubset } from "./shapedSubset.ts";

/** scripts/siteBuild/fonts/shapedSubset.ts, whose code is part of the cache key of what it cuts. */
const SHAPED_SUBSET_SOURCE = new URL("./shapedSubset.ts", import.meta.url);

/** Subset font files by content and range: a rebuild with unchanged fonts does no work. */
export const FONT_CACHE_DIR = path.join(repoRoot, ".cache", "fonts");

/**
 * The weight axis a face keeps: its `weight` range (`"400 700"`), or its one weight (`"700"`)
 * pinned, which turns a variable file into a static instance (a face with one weight is never
 * drawn at another, so the axis's other weights are dead bytes: Fraunces 600-700 is 21.9 KB cut to
 * the core latin range, 12.7 KB pinned at 700).
 */
function weightAxis(face: FontFace): { wght: number | { min: number; max: number } } {
  const [first, last] = face.weight.split(" ");
  return { wght: last === undefined ? Number(first) : { min: Number(first), max: Number(last) } };
}

/** Whether the face's `weight` is a range (`"400 700"`), which only a variable font can serve. */
function isWeightRange(face: FontFace): boolean {
  return typeof weightAxis(face).wght !== "number";
}

/**
 * The face's file cut to `range` and its weights, from the cache when made before: with `copy`
 * (strings by language), to exactly the glyphs that copy shapes into (scripts/siteBuild/fonts/shapedSubset.ts),
 * else to every glyph the range's characters can reach.
 * @returns the absolute path of the cut
 */
export async function subsetCached(
  file: string,
  face: FontFace,
  range: string,
  cacheDir: string,
  copy?: ReadonlyMap<string, readonly string[]>,
) {
  const font = await readFile(file);
  const hash = createHash("sha256").update(font).update(range).update(face.weight);
  // A face cut to its copy's glyphs: the copy and the cutter's own code decide the cut.
  if (copy) hash.update(JSON.stringify([...copy])).update(await readFile(SHAPED_SUBSET_SOURCE));
  // The manifest's own path as the tail: the built file keeps the font's name.
  const subset = path.join(cacheDir, hash.digest("hex").slice(0, 16), face.src);
  return cacheEntry(subset, async () => {
    // HarfBuzz's subsetter keeps every layout feature; the weight axis keeps the face's weights.
    const points = unicodeRangeCodePoints(range);
    const text = String.fromCodePoint(...points);
    const cut = (axes?: ReturnType<typeof weightAxis>) =>
      copy
        ? shapedSubset(font, copy, new Set(points), axes?.wght)
        : subsetFont(font, text, {
            targetFormat: "woff2",
            ...(axes && { variationAxes: axes }),
          });
    try {
      return await cut(weightAxis(face));
    } catch (error) {
      // A static font has no weight axis to pin: its one weight is all it draws. Without the pin
      // (the only difference) any other failure surfaces again; a range fails in the caller.
      if (isWeightRange(face)) throw error;
      return cut();
    }
  });
}

/** A face's served file and the characters it is used for. */
export interface ServedFontFile {
  /** Absolute path of the subset. */
  file: string;
  /** The `unicode-range` the file was cut to: the manifest's, or for `narrowToCopy` the build's. */
  unicodeRange: string;
}

/** What a narrowed face draws, and what the build says of it when that uses none of its range. */
interface FaceCopy {
  /** The strings, by locale (the language HarfBuzz shapes them in). */
  strings: Map<string, string[]>;
  /** The face's field that narrows it. */
  field: "narrowToCopy" | "narrowToLocaleNames";
  /** What the strings are, for a message, and what to do when they use none of the range. */
  what: string;
  hint: string;
}

/**
 * What a narrowed face draws: for `narrowToCopy`, the strings of its locales (every locale when
 * it names none), with what their pages show from the manifest (`{{product}}`: a latin face
 * draws the name; the addresses in each locale's form); for `narrowToLocaleNames`, each locale's
 * own name (`locale.name`), which the language switch shows.
 */
function faceCopy(brand: LoadedBrand, face: FontFace): FaceCopy | undefined {
  const { manifest, resources } = brand;
  if (face.narrowToLocaleNames) {
    const strings = new Map(
      manifest.locales.map((locale) => [
        locale,
        [resources[locale]?.translation[LOCALE_NAME_KEY] ?? []].flat(),
      ]),
    );
    return {
      strings,
      field: "narrowToLocaleNames",
      what: `the locales' names (${[...strings.values()].flat().join(", ")})`,
      hint: "give the range of the script a locale's name is written in",
    };
  }
  if (!face.narrowToCopy) return undefined;
  const locales = face.locales ?? manifest.locales;
  return {
    strings: copyStrings(resources, locales, (locale) => manifestStrings(manifest, locale)),
    field: "narrowToCopy",
    what: `the copy of ${locales.join(", ")}`,
    hint: "name the locales whose script the face draws in 'locales'",
  };
}

/**
 * The range a face is cut to: its `unicodeRange`, or for a narrowed face the characters of that
 * range its strings use.
 * @throws BrandError naming the face when they use none of the range's characters
 */
function faceRange(
  brand: LoadedBrand,
  index: number,
  range: string,
  copy: FaceCopy | undefined,
): string {
  if (!copy) return range;
  const used = rangeUsedBy(range, [...copy.strings.values()].flat());
  if (used === undefined) {
    throw new BrandError(
      `Brand '${brand.id}': field 'theme.fontFaces.${index}.${copy.field}': ${copy.what} uses no character of its unicodeRange '${range}' (${copy.hint})`,
    );
  }
  return used;
}

/**
 * The file each of the brand's font faces is served from: for a face with a `unicodeRange`, its
 * file cut down to the glyphs of that range and, for a variable font, its weight axis to the
 * face's `weight`: a range (`"400 700"`) or one weight pinned (HarfBuzz's subsetter and
 * instancer, every layout feature kept), so two faces may name one file with different ranges; a
 * face without a `unicodeRange` is served its file whole (absent from the map). A `narrowToCopy`
 * face is cut to the characters of its range the copy of its locales uses, and to exactly the
 * glyphs HarfBuzz shapes that copy into (scripts/siteBuild/fonts/shapedSubset.ts: its conjuncts, not every
 * conjunct its characters could form); a `narrowToLocaleNames` face likewise to the locales' own
 * names (the language switch's `हिन्दी`). A latin-ext file named for ₹ alone shrinks from 18-34 KB
 * to about 1.2 KB; a latin file cut to the characters a brand's copy uses and the weights its
 * styles use, from 35-37 KB to 13-20 KB; Noto Sans Devanagari cut to the Hindi copy, from 121 KB
 * to about 24 KB. Cached in `cacheDir` by content, range, weight and copy.
 * @param brand a loaded brand (scripts/brand/brandLoader.ts has checked every face's range)
 * @returns each face with a range → its subset and the range it was cut to
 * @throws BrandError naming the face's `weight` when it is a range and the file has no wght axis,
 *   or its `narrowToCopy` (`narrowToLocaleNames`) when its locales' copy (their names) uses none
 *   of its range
 */
export async function subsetFontFaces(
  brand: LoadedBrand,
  cacheDir: string = FONT_CACHE_DIR,
): Promise<Map<FontFace, ServedFontFile>> {
  const served = new Map<FontFace, ServedFontFile>();
  for (const [index, face] of (brand.manifest.theme.fontFaces ?? []).entries()) {
    const file = brand.assetFiles.get(face.src);
    if (face.unicodeRange === undefined || file === undefined) continue;
    const copy = faceCopy(brand, face);
    const unicodeRange = faceRange(brand, index, face.unicodeRange, copy);
    try {
      served.set(face, {
        file: await subsetCached(file, face, unicodeRange, cacheDir, copy?.strings),
        unicodeRange,
      });
    } catch (error) {
      // HarfBuzz refuses a weight range only for a font without a wght axis; anything else is ours.
      if (!isWeightRange(face)) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      throw new BrandError(
        `Brand '${brand.id}': field 'theme.fontFaces.${index}.weight' is the range '${face.weight}', but ${face.src} could not be limited to it (a range needs a variable font with a wght axis; give one weight, such as '400', for a static font): ${reason}`,
      );
    }
  }
  return served;
}
