/**
 * Metric-matched fallback faces: a local system face per web font family, resized and given the
 * web font's vertical metrics, so text paints at once in it and the web font's swap moves nothing.
 */
import { pathToFileURL } from "node:url";
import { generateFallbackName, generateFontFace, getMetricsForFamily, readMetrics } from "fontaine";
import { bareFamily } from "../../../src/brand/pageFaceFamily.ts";
import type { FontFace, Theme } from "../../../src/brand/schemas/theme.ts";
import type { ServedFontFace } from "../../../src/brand/themeToCss.ts";
import type { LoadedBrand } from "../../brand/brandLoader.ts";
import { unicodeRangeCodePoints, unicodeRangeOf } from "../../lib/unicodeRange.ts";
import { servedFontFiles } from "./brandFonts.ts";
import { withFallbackStacks } from "./fallbackStacks.ts";

/**
 * The system faces a Devanagari web font falls back to, as `local()` names: Android's, Windows'
 * and Apple's.
 */
export const DEVANAGARI_LOCALS = [
  "Noto Sans Devanagari",
  "Nirmala UI",
  "Kohinoor Devanagari",
] as const;

/** The Devanagari block: a family drawing any of it falls back to `DEVANAGARI_LOCALS`. */
const DEVANAGARI_BLOCK = { first: 0x0900, last: 0x097f };

/**
 * The system face whose metrics a latin family's fallback is matched to, by the generic family
 * closing its stacks: fontaine renders the generic as the face and its metric-compatible clones
 * (Arial, Arimo, Liberation Sans…; Times New Roman, Tinos, Liberation Serif…).
 */
const LATIN_METRICS = { "sans-serif": "Arial", serif: "Times New Roman" } as const;

/** The brand's fallback faces and its theme with each fallback named in the stacks. */
export interface FallbackFaces {
  /** One `@font-face` per web font family: `local()` sources, size and line metrics overridden. */
  css: string;
  /** The theme whose stacks name `<family> fallback` right after each such family. */
  theme: Theme;
}

/** Per loaded brand: the theme's stylesheet and each page's font stylesheet ask once. */
const fallbacksOf = new WeakMap<LoadedBrand, Promise<FallbackFaces>>();

/** Every stack of the theme (`fonts` and each locale's), in order. */
function stacks(theme: Theme): string[] {
  const locales = Object.values(theme.localeTypography ?? {}).map(({ fonts }) => fonts ?? {});
  return [theme.fonts, ...locales].flatMap((fonts) =>
    Object.values(fonts).filter((stack) => stack !== undefined),
  );
}

/** `serif` when the first stack naming `family` ends in `serif`, else `sans-serif`. */
function genericOf(theme: Theme, family: string): keyof typeof LATIN_METRICS {
  const entries = (stack: string) => stack.split(",").map((entry) => entry.trim());
  const stack = stacks(theme)
    .map(entries)
    .find((names) => names.some((name) => bareFamily(name) === family));
  return stack?.at(-1) === "serif" ? "serif" : "sans-serif";
}

/** The union of the faces' served ranges, or undefined when one of them draws every character. */
function unionRange(served: readonly ServedFontFace[]): string | undefined {
  if (served.some(({ unicodeRange }) => unicodeRange === undefined)) return undefined;
  return unicodeRangeOf(
    served.flatMap(({ unicodeRange }) =>
      unicodeRange === undefined ? [] : unicodeRangeCodePoints(unicodeRange),
    ),
  );
}

/**
 * One fallback `@font-face` for `family`, named `<family> fallback`, computed by fontaine from the
 * metrics of the family's first face's file (read with @capsizecss/unpack): for a latin family,
 * `size-adjust` matching its average letter width to Arial's (Times New Roman's for a serif
 * family) and the ascent, descent and line gap overrides of its own metrics at that size; for a
 * Devanagari family, `DEVANAGARI_LOCALS` at 100 % (the first is the web font's own design; the
 * library's average width weighs latin letters, which says nothing of Devanagari ones) with the
 * web font's line metrics. Limited to the characters the family's faces are served for, so a
 * character they lack reaches the stack's next family, as it would once they have loaded.
 * @param file the absolute path of the family's first face's file
 * @throws Error when the file cannot be read as a font
 */
async function fallbackFace(
  theme: Theme,
  family: string,
  file: string,
  served: readonly ServedFontFace[],
): Promise<string> {
  const metrics = await readMetrics(pathToFileURL(file));
  if (!metrics) throw new Error(`fontaine could not read the metrics of ${file}`);
  const range = unionRange(served);
  const points = range === undefined ? [] : unicodeRangeCodePoints(range);
  const devanagari = points.some(
    (point) => point >= DEVANAGARI_BLOCK.first && point <= DEVANAGARI_BLOCK.last,
  );
  const name = generateFallbackName(family);
  const limited = range === undefined ? {} : { "unicode-range": range };
  if (devanagari) {
    const src = DEVANAGARI_LOCALS.map((local) => `local(${JSON.stringify(local)})`).join(", ");
    return generateFontFace(metrics, { name, font: DEVANAGARI_LOCALS[0], src, ...limited });
  }
  const generic = genericOf(theme, family);
  const systemMetrics = await getMetricsForFamily(LATIN_METRICS[generic]);
  if (!systemMetrics) throw new Error(`fontaine has no metrics of ${LATIN_METRICS[generic]}`);
  return generateFontFace(metrics, { name, font: generic, metrics: systemMetrics, ...limited });
}

/**
 * The brand's fallback faces (`fallbackFace`), one per family of `theme.fontFaces`, and its theme
 * with each family's fallback right after it in every stack (`withFallbackStacks`).
 * @throws Error when a face's file cannot be read as a font
 */
export function fallbackFaces(brand: LoadedBrand): Promise<FallbackFaces> {
  const known = fallbacksOf.get(brand);
  if (known) return known;
  const made = (async () => {
    const { theme } = brand.manifest;
    const served = await servedFontFiles(brand);
    const byFamily = new Map<string, FontFace[]>();
    for (const face of theme.fontFaces ?? []) {
      byFamily.set(face.family, [...(byFamily.get(face.family) ?? []), face]);
    }
    const rules: string[] = [];
    const names = new Map<string, string>();
    for (const [family, faces] of byFamily) {
      const first = faces[0];
      const file = first && brand.assetFiles.get(first.src);
      if (file === undefined) continue;
      rules.push(await fallbackFace(theme, family, file, faces.map(served)));
      names.set(family, generateFallbackName(family));
    }
    return { css: rules.join(""), theme: withFallbackStacks(theme, names) };
  })();
  fallbacksOf.set(brand, made);
  return made;
}
