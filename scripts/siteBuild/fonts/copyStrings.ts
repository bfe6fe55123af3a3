import type { LocaleResources } from "../../../src/i18n/createI18n.ts";

/**
 * Every copy string of each of `locales` (shared defaults and the brand's own, lists flattened,
 * prices as formatted) and what those locales' pages show beside them: everything the pages can
 * show (a `{{product}}` placeholder is drawn as the product's name).
 * @param resources a loaded brand's copy per locale (scripts/brand/brandLoader.ts), or a part of
 *   it (one page's, the chrome's: src/brand/splitBrand.ts)
 * @param shown the strings a locale's pages show beside its copy (the manifest's:
 *   scripts/brand/manifestStrings.ts)
 * @returns locale → its strings
 * @throws Error naming the locale when `resources` has none of its strings
 */
export function copyStrings(
  resources: LocaleResources,
  locales: readonly string[],
  shown: (locale: string) => readonly string[] = () => [],
): Map<string, string[]> {
  return new Map(
    locales.map((locale) => {
      const strings = resources[locale]?.translation;
      if (!strings) throw new Error(`no copy strings for the locale '${locale}'`);
      return [locale, [...Object.values(strings).flat(), ...shown(locale)]];
    }),
  );
}
