import { readFile } from "node:fs/promises";
import type { Manifest } from "../../src/brand/manifestSchema.ts";
import type { FontFace } from "../../src/brand/schemas/theme.ts";
import type { LocaleResources } from "../../src/i18n/createI18n.ts";
import { unicodeRangeCodePoints } from "../lib/unicodeRange.ts";
import { manifestStrings } from "./manifestStrings.ts";
import { showsCopy } from "./missingCopy.ts";

/**
 * The scripts a build checks its copy's faces for, each with an @fontsource package (Noto Sans,
 * variable) whose files cover it: the scripts of India's scheduled languages and English, and a
 * few more. A character of another script is not checked.
 */
export const SCRIPT_FONT_PACKAGES: Readonly<Record<string, string>> = {
  Latin: "@fontsource-variable/noto-sans",
  Devanagari: "@fontsource-variable/noto-sans-devanagari",
  Bengali: "@fontsource-variable/noto-sans-bengali",
  Gurmukhi: "@fontsource-variable/noto-sans-gurmukhi",
  Gujarati: "@fontsource-variable/noto-sans-gujarati",
  Oriya: "@fontsource-variable/noto-sans-oriya",
  Tamil: "@fontsource-variable/noto-sans-tamil",
  Telugu: "@fontsource-variable/noto-sans-telugu",
  Kannada: "@fontsource-variable/noto-sans-kannada",
  Malayalam: "@fontsource-variable/noto-sans-malayalam",
  Arabic: "@fontsource-variable/noto-sans-arabic",
  Cyrillic: "@fontsource-variable/noto-sans",
  Greek: "@fontsource-variable/noto-sans",
};

const SCRIPT_PATTERNS = Object.keys(SCRIPT_FONT_PACKAGES).map(
  (script) => [script, new RegExp(`\\p{Script=${script}}`, "u")] as const,
);

/**
 * CSS generic families and system font keywords. Every device has some latin face behind them,
 * so latin text in a stack that ends in one always draws; for any other script a device may have
 * none (then the page shows boxes), so only the brand's own faces count.
 */
const SYSTEM_FAMILIES = new Set([
  "serif",
  "sans-serif",
  "monospace",
  "cursive",
  "fantasy",
  "system-ui",
  "ui-serif",
  "ui-sans-serif",
  "ui-monospace",
  "ui-rounded",
  "-apple-system",
  "blinkmacsystemfont",
]);

/** The family names of a `font-family` value, unquoted: `'DM Sans', sans-serif` → DM Sans, sans-serif. */
function families(stack: string): string[] {
  return stack.split(",").map((name) => name.trim().replace(/^(['"])(.*)\1$/, "$2"));
}

/** The characters of each checked script in `strings`, by script. */
function scriptCharacters(strings: readonly string[]): Map<string, Set<string>> {
  const byScript = new Map<string, Set<string>>();
  for (const character of new Set(strings.join(""))) {
    const script = SCRIPT_PATTERNS.find(([, pattern]) => pattern.test(character))?.[0];
    if (script) byScript.set(script, (byScript.get(script) ?? new Set()).add(character));
  }
  return byScript;
}

/**
 * The characters of `text` a face draws: those of its `unicodeRange` (the build serves its file
 * cut to them), or, for a face without one, those its file has.
 * @param file the face's file, absolute
 */
async function faceCharacters(face: FontFace, file: string, text: string): Promise<Set<string>> {
  if (face.unicodeRange !== undefined) {
    const points = new Set(unicodeRangeCodePoints(face.unicodeRange));
    return new Set([...text].filter((character) => points.has(character.codePointAt(0) ?? 0)));
  }
  // Loaded here, for a face without a range only: every command that loads a brand (the leads
  // command, each --help) would otherwise load both and compile HarfBuzz's WebAssembly.
  const [{ default: subsetFont }, hb] = await Promise.all([
    import("subset-font"),
    import("harfbuzzjs"),
  ]);
  // The subset of the file to `text` keeps exactly the characters of `text` it has.
  const sfnt = await subsetFont(await readFile(file), text, { targetFormat: "sfnt" });
  const points = new Set(new hb.Face(new hb.Blob(sfnt)).collectUnicodes());
  return new Set([...text].filter((character) => points.has(character.codePointAt(0) ?? 0)));
}

/**
 * Where a locale's copy uses a script that the brand's faces for that locale do not draw: for
 * each locale and each of its body and heading font stacks (`theme.fonts`, or its
 * `localeTypography` ones), the characters of each script its pages can show (`showsCopy`, and
 * what they show from the manifest: the values they interpolate, the addresses in the locale's
 * form) that no face of the stack's families for that locale covers.
 * Latin text in a stack ending in a system family counts as drawn; no other script does.
 * @param resources the brand's copy per locale
 * @param assetFiles the absolute file of each face's `src`
 * @returns one line per locale and script, naming the locale, the script, a few of its characters,
 *   the stacks that miss them and an @fontsource package that covers it
 */
export async function uncoveredScripts(
  manifest: Manifest,
  resources: LocaleResources,
  assetFiles: ReadonlyMap<string, string>,
): Promise<string[]> {
  const shows = showsCopy(manifest);
  const { fonts, fontFaces = [], localeTypography = {} } = manifest.theme;
  const lines: string[] = [];
  for (const locale of manifest.locales) {
    const copy = Object.entries(resources[locale]?.translation ?? {})
      .filter(([key]) => shows(key))
      .flatMap(([, value]) => value);
    const faces = fontFaces.filter((face) => face.locales?.includes(locale) ?? true);
    const shown = manifestStrings(manifest, locale);
    for (const [script, characters] of scriptCharacters([...copy, ...shown])) {
      const text = [...characters].join("");
      const missed: string[] = [];
      for (const role of ["body", "heading"] as const) {
        const stack = families(localeTypography[locale]?.fonts?.[role] ?? fonts[role]);
        if (script === "Latin" && stack.some((name) => SYSTEM_FAMILIES.has(name.toLowerCase())))
          continue;
        const drawn = new Set<string>();
        for (const face of faces.filter((face) => stack.includes(face.family))) {
          const file = assetFiles.get(face.src) ?? face.src;
          for (const character of await faceCharacters(face, file, text)) drawn.add(character);
        }
        const lacking = [...characters].filter((character) => !drawn.has(character));
        if (lacking.length > 0)
          missed.push(
            `${role} (${lacking.slice(0, 5).join(" ")}${lacking.length > 5 ? " …" : ""})`,
          );
      }
      if (missed.length > 0) {
        lines.push(
          `locale '${locale}' shows ${script} text that no font face of its ${missed.join(" and ")} stack draws: add a face from ${SCRIPT_FONT_PACKAGES[script]} with "locales": ["${locale}"] to theme.fontFaces and name its family in theme.localeTypography.${locale}.fonts (docs/extending.md, A locale)`,
        );
      }
    }
  }
  return lines;
}
