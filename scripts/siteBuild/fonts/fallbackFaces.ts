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

/** A system face a latin family's fallback is matched to, and the `local()` names it goes by. */
interface SystemFace {
  /** The family whose metrics fontaine holds (capsize's), which `size-adjust` is computed from. */
  metricsOf: string;
  /**
   * The `local()` names, full and PostScript; undefined for the generic family, which fontaine
   * renders as the face and its metric-compatible clones (Arial, Arimo, Liberation Sans…; Times
   * New Roman, Tinos, Liberation Serif…).
   */
  locals?: readonly string[];
}

/**
 * The system faces a latin family's fallback is matched to, by the generic family closing its
 * stacks, the preferred last: Windows, Apple's systems and Linux have Arial and Times New Roman
 * (or their clones); Android has neither, and draws `sans-serif` in Roboto and `serif` in Noto
 * Serif, whose widths differ (Noto Serif's letters are 18 % wider than Times New Roman's on
 * average). Each is a face of its own under the one fallback name: where the last one's `local()`
 * names are all missing, the browser uses the one before it.
 */
const LATIN_SYSTEM_FACES: Record<"sans-serif" | "serif", readonly SystemFace[]> = {
  "sans-serif": [
    { metricsOf: "Roboto", locals: ["Roboto", "Roboto-Regular"] },
    { metricsOf: "Arial" },
  ],
  serif: [
    { metricsOf: "Noto Serif", locals: ["Noto Serif", "NotoSerif-Regular"] },
    { metricsOf: "Times New Roman" },
  ],
};

/** The brand's fallback faces and its theme with each fallback named in the stacks. */
export interface FallbackFaces {
  /**
   * The `@font-face` rules of each web font family's fallback (a latin family's one per system
   * face): `local()` sources, size and line metrics overridden.
   */
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
function genericOf(theme: Theme, family: string): keyof typeof LATIN_SYSTEM_FACES {
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

/** `names` as a `src` descriptor's `local()` sources, in order. */
const localSources = (names: readonly string[]): string =>
  names.map((local) => `local(${JSON.stringify(local)})`).join(", ");

/**
 * The fallback `@font-face` rules for `family`, named `<family> fallback`, computed by fontaine
 * from the metrics of the family's first face's file (read with @capsizecss/unpack): for a latin
 * family, one per system face of `LATIN_SYSTEM_FACES`, its `size-adjust` matching the family's
 * average letter width to the system face's (Roboto's and Arial's, or for a serif family Noto
 * Serif's and Times New Roman's) and the ascent, descent and line gap overrides of the family's
 * own metrics at that size; for a Devanagari family, `DEVANAGARI_LOCALS` at 100 % (the first is
 * the web font's own design; the library's average width weighs latin letters, which says nothing
 * of Devanagari ones) with the web font's line metrics. Limited to the characters the family's
 * faces are served for, so a character they lack reaches the stack's next family, as it would
 * once they have loaded.
 * @param file the absolute path of the family's first face's file
 * @throws Error when the file cannot be read as a font
 */
async function fallbackFaceRules(
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
    const src = localSources(DEVANAGARI_LOCALS);
    return generateFontFace(metrics, { name, font: DEVANAGARI_LOCALS[0], src, ...limited });
  }
  const generic = genericOf(theme, family);
  const faces: string[] = [];
  for (const { metricsOf, locals } of LATIN_SYSTEM_FACES[generic]) {
    const matched = await getMetricsForFamily(metricsOf);
    if (!matched) throw new Error(`fontaine has no metrics of ${metricsOf}`);
    const face = { name, font: generic, metrics: matched, ...limited };
    faces.push(generateFontFace(metrics, locals ? { ...face, src: localSources(locals) } : face));
  }
  return faces.join("");
}

/**
 * The brand's fallback faces (`fallbackFaceRules`), per family of `theme.fontFaces`, and its theme
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
      rules.push(await fallbackFaceRules(theme, family, file, faces.map(served)));
      names.set(family, generateFallbackName(family));
    }
    return { css: rules.join(""), theme: withFallbackStacks(theme, names) };
  })();
  fallbacksOf.set(brand, made);
  return made;
}
