import type { LocaleResources } from "../../src/i18n/createI18n.ts";

/**
 * The code points of every copy string of `locales` (shared defaults and the brand's own, lists
 * included, prices as formatted): the characters those locales' pages can show.
 * @param resources a loaded brand's copy per locale (scripts/build/brandLoader.ts)
 * @returns the code points, without repeats
 * @throws Error naming the locale when `resources` has none of its strings
 */
export function copyCodePoints(
  resources: LocaleResources,
  locales: readonly string[],
): Set<number> {
  const points = new Set<number>();
  for (const locale of locales) {
    const strings = resources[locale]?.translation;
    if (!strings) throw new Error(`no copy strings for the locale '${locale}'`);
    for (const text of Object.values(strings).flat()) {
      for (const character of text) points.add(character.codePointAt(0) ?? 0);
    }
  }
  return points;
}
