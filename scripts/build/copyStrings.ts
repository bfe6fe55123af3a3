import type { LocaleResources } from "../../src/i18n/createI18n.ts";

/**
 * Every copy string of each of `locales` (shared defaults and the brand's own, lists flattened,
 * prices as formatted): what those locales' pages can show.
 * @param resources a loaded brand's copy per locale (scripts/build/brandLoader.ts)
 * @returns locale → its strings
 * @throws Error naming the locale when `resources` has none of its strings
 */
export function copyStrings(
  resources: LocaleResources,
  locales: readonly string[],
): Map<string, string[]> {
  return new Map(
    locales.map((locale) => {
      const strings = resources[locale]?.translation;
      if (!strings) throw new Error(`no copy strings for the locale '${locale}'`);
      return [locale, Object.values(strings).flat()];
    }),
  );
}
