import { bareFamily, pageFaceFamily } from "./pageFaceFamily.ts";
import type { Theme } from "./schemas/theme";
import {
  customProperties,
  type FontFaceDescriptors,
  fontFaceRule,
  type ServedFontFace,
} from "./themeToCss.ts";

/** A face cut to one page's copy: the site-wide face it stands in for, and its own file. */
export interface PageFace {
  /** The site-wide face's family (`Noto Sans Devanagari`), style and weight. */
  face: FontFaceDescriptors;
  /** Where the cut is served, and the characters of the page's copy it draws. */
  served: Required<ServedFontFace>;
}

/**
 * `stack` with each family of `families` preceded by its page face:
 * `Archivo, 'Noto Sans Devanagari', sans-serif` → `Archivo, "Noto Sans Devanagari Page",
 * 'Noto Sans Devanagari', sans-serif`; unchanged when it names none of them.
 */
export function withPageFaces(stack: string, families: ReadonlySet<string>): string {
  const entries = stack.split(",").map((entry) => entry.trim());
  const changed = entries.flatMap((entry) =>
    families.has(bareFamily(entry))
      ? [JSON.stringify(pageFaceFamily(bareFamily(entry))), entry]
      : [entry],
  );
  return changed.length === entries.length ? stack : changed.join(", ");
}

/**
 * The stylesheet of one prerendered page's own faces (scripts/siteBuild/fonts/pageFontFaces.ts): an
 * `@font-face` per face under its page family (`pageFaceFamily`), limited to the characters of
 * the page's copy, and a `:root:lang(<locale>)` rule that puts each page family before its
 * site-wide one in the locale's font stacks (those that name one). Linked after the theme's
 * stylesheet, whose rule of the same selector it overrides.
 * @returns empty when `faces` is
 */
export function pageFontsToCss(theme: Theme, locale: string, faces: readonly PageFace[]): string {
  if (faces.length === 0) return "";
  const rules = faces.map(({ face, served }) =>
    fontFaceRule({ ...face, family: pageFaceFamily(face.family) }, served),
  );
  const families = new Set(faces.map(({ face }) => face.family));
  const stacks: Record<string, string> = {};
  for (const [name, stack] of Object.entries({
    ...theme.fonts,
    ...theme.localeTypography?.[locale]?.fonts,
  })) {
    if (stack === undefined) continue;
    const changed = withPageFaces(stack, families);
    if (changed !== stack) stacks[name] = changed;
  }
  const properties = customProperties("font", stacks);
  return `${rules.join("")}:root:lang(${locale}) {\n  ${properties.join("\n  ")}\n}\n`;
}
