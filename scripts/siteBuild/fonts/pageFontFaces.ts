import type { FontFace } from "../../../src/brand/schemas/theme.ts";
import type { LoadedBrand } from "../../brand/brandLoader.ts";
import { rangeUsedBy } from "../../lib/unicodeRange.ts";
import { FONT_CACHE_DIR, type ServedFontFile, subsetCached } from "./subsetFontFaces.ts";

/** A face of the brand cut to one page's copy, and the file of that cut. */
export interface PageFontFile extends ServedFontFile {
  /** The site-wide face the cut stands in for. */
  face: FontFace;
}

/**
 * The brand's preloaded `narrowToCopy` faces of `locale`, each cut to the copy one page in that
 * locale can show (its chrome's and its own strings, which is every word of its prerendered HTML
 * and of what it shows later: warnings, toasts, the not-found page): the characters of the face's
 * range that copy uses and exactly the glyphs HarfBuzz shapes it into (scripts/siteBuild/fonts/shapedSubset.ts).
 * A page preloads these in place of the site-wide cuts, which must shape every page's words: the
 * engineering home's Noto Sans Devanagari is 22 KB against 24 KB, its privacy policy 18 KB
 * (src/app/pageFonts.ts drops them before another page is shown). Cached in `cacheDir` by content,
 * range, weight and copy.
 * @param strings everything the page can show in `locale`
 * @returns one cut per such face whose range the strings use (none for a page without its script)
 */
export async function pageFontFaces(
  brand: LoadedBrand,
  locale: string,
  strings: readonly string[],
  cacheDir: string = FONT_CACHE_DIR,
): Promise<PageFontFile[]> {
  const cuts: PageFontFile[] = [];
  for (const face of brand.manifest.theme.fontFaces ?? []) {
    const file = brand.assetFiles.get(face.src);
    if (!isCutPerPage(face, locale) || face.unicodeRange === undefined || file === undefined)
      continue;
    const unicodeRange = rangeUsedBy(face.unicodeRange, strings);
    if (unicodeRange === undefined) continue;
    const copy = new Map([[locale, [...strings]]]);
    cuts.push({
      face,
      file: await subsetCached(file, face, unicodeRange, cacheDir, copy),
      unicodeRange,
    });
  }
  return cuts;
}

/**
 * Whether the pages of `locale` preload `face` cut to their own copy (`pageFontFaces`): a
 * preloaded `narrowToCopy` face of some locales, among them this one. Their other preloaded faces
 * of that locale are preloaded whole (scripts/siteBuild/plugins/vitePluginBrand.ts).
 */
export function isCutPerPage(face: FontFace, locale: string): boolean {
  return Boolean(face.narrowToCopy && face.preload && face.locales?.includes(locale));
}
