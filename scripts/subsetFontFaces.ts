import { createHash } from "node:crypto";
import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import subsetFont from "subset-font";
import type { LoadedBrand } from "./brandLoader.ts";
import { repoRoot } from "./repoRoot.ts";
import { unicodeRangeCodePoints } from "./unicodeRange.ts";
import { writeAtomically } from "./writeAtomically.ts";

/** Subset font files by content and code points: a rebuild with unchanged fonts does no work. */
const FONT_CACHE_DIR = path.join(repoRoot, ".cache", "fonts");

async function subsetCached(
  file: string,
  src: string,
  codePoints: readonly number[],
  cacheDir: string,
): Promise<string> {
  const font = await readFile(file);
  const hash = createHash("sha256").update(font).update(codePoints.join(",")).digest("hex");
  // The manifest's own path as the tail: the built file keeps the font's name, and the preload
  // links (scripts/vitePluginBrand.ts) find it by `face.src` as before.
  const subset = path.join(cacheDir, hash.slice(0, 16), src);
  try {
    await readFile(subset);
  } catch {
    // HarfBuzz's subsetter keeps every layout feature and the variation axes by default.
    const output = await subsetFont(font, String.fromCodePoint(...codePoints), {
      targetFormat: "woff2",
    });
    await mkdir(path.dirname(subset), { recursive: true });
    await writeAtomically(subset, output);
  }
  return subset;
}

/**
 * The file each of the brand's font faces is served from: for a face with a `unicodeRange`, its
 * file cut down to the glyphs of that range (HarfBuzz's subsetter through the subset-font package;
 * a file several faces name keeps the glyphs of all their ranges); otherwise the file itself.
 * A latin-ext file named for ₹ alone shrinks from 18-34 KB to about 1.2 KB, and a page that shows
 * a price no longer spends its first seconds on it. Subsets are cached in `cacheDir` by content.
 * @param brand a loaded brand (scripts/brandLoader.ts has checked every face's range)
 * @returns the manifest's `src` → absolute path of the subset to serve, for the files cut down
 */
export async function subsetFontFaces(
  brand: LoadedBrand,
  cacheDir: string = FONT_CACHE_DIR,
): Promise<Map<string, string>> {
  const faces = brand.manifest.theme.fontFaces ?? [];
  // A file some face uses for every character it has is served whole.
  const whole = new Set(faces.filter((face) => face.unicodeRange === undefined).map((f) => f.src));
  const codePointsBySrc = new Map<string, Set<number>>();
  for (const face of faces) {
    if (face.unicodeRange === undefined || whole.has(face.src)) continue;
    const set = codePointsBySrc.get(face.src) ?? new Set<number>();
    for (const point of unicodeRangeCodePoints(face.unicodeRange)) set.add(point);
    codePointsBySrc.set(face.src, set);
  }
  const served = new Map<string, string>();
  for (const [src, points] of codePointsBySrc) {
    const file = brand.assetFiles.get(src);
    if (file === undefined) continue;
    served.set(
      src,
      await subsetCached(
        file,
        src,
        [...points].sort((a, b) => a - b),
        cacheDir,
      ),
    );
  }
  return served;
}
