import { createHash } from "node:crypto";
import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import subsetFont from "subset-font";
import type { FontFace } from "../src/brand/manifestSchema.ts";
import type { LoadedBrand } from "./brandLoader.ts";
import { repoRoot } from "./repoRoot.ts";
import { unicodeRangeCodePoints } from "./unicodeRange.ts";
import { writeAtomically } from "./writeAtomically.ts";

/** Subset font files by content and range: a rebuild with unchanged fonts does no work. */
const FONT_CACHE_DIR = path.join(repoRoot, ".cache", "fonts");

async function subsetCached(file: string, face: FontFace, range: string, cacheDir: string) {
  const font = await readFile(file);
  const hash = createHash("sha256").update(font).update(range).digest("hex");
  // The manifest's own path as the tail: the built file keeps the font's name.
  const subset = path.join(cacheDir, hash.slice(0, 16), face.src);
  try {
    await readFile(subset);
  } catch {
    // HarfBuzz's subsetter keeps every layout feature and the variation axes by default.
    const text = String.fromCodePoint(...unicodeRangeCodePoints(range));
    const output = await subsetFont(font, text, { targetFormat: "woff2" });
    await mkdir(path.dirname(subset), { recursive: true });
    await writeAtomically(subset, output);
  }
  return subset;
}

/**
 * The file each of the brand's font faces is served from: for a face with a `unicodeRange`, its
 * file cut down to the glyphs of that range (HarfBuzz's subsetter through the subset-font
 * package), so two faces may name one file with different ranges; a face without a range is
 * served its file whole (absent from the map). A latin-ext file named for ₹ alone shrinks from
 * 18-34 KB to about 1.2 KB; a latin file cut to the characters a brand's copy uses, from 35-37 KB
 * to 21-25 KB. Subsets are cached in `cacheDir` by content and range.
 * @param brand a loaded brand (scripts/brandLoader.ts has checked every face's range)
 * @returns each face with a range → absolute path of its subset
 */
export async function subsetFontFaces(
  brand: LoadedBrand,
  cacheDir: string = FONT_CACHE_DIR,
): Promise<Map<FontFace, string>> {
  const served = new Map<FontFace, string>();
  for (const face of brand.manifest.theme.fontFaces ?? []) {
    const file = brand.assetFiles.get(face.src);
    if (face.unicodeRange === undefined || file === undefined) continue;
    served.set(face, await subsetCached(file, face, face.unicodeRange, cacheDir));
  }
  return served;
}
