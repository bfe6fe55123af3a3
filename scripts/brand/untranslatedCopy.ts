import type { Manifest } from "../../src/brand/manifestSchema.ts";
import type { CopyStrings, LocaleResources } from "../../src/i18n/createI18n.ts";
import { showsCopy } from "./missingCopy.ts";

/**
 * Written the same in every language: copy variables (`{{company}}`), nested keys (`$t(…)`),
 * e-mail addresses and URLs.
 */
const SAME_EVERYWHERE = [
  /\{\{[^}]*\}\}/g,
  /\$t\([^)]*\)/g,
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g,
  /https?:\/\/\S+/g,
];

/**
 * Whether `text` may read the same in two languages: once the brand's names and terms (`same`,
 * longest first) and what is SAME_EVERYWHERE are taken out, no word of two letters is left
 * (digits, prices, phone numbers and punctuation are not words).
 */
function readsTheSame(text: string, same: readonly string[]): boolean {
  let rest = text;
  for (const term of same) rest = rest.replaceAll(term, " ");
  for (const pattern of SAME_EVERYWHERE) rest = rest.replace(pattern, " ");
  return !/\p{L}{2,}/u.test(rest);
}

/**
 * The strings a locale other than the default shows exactly as the default locale, or a locale
 * listed before it, has them: a locale started as a copy of another and not yet translated, which
 * would ship the other language on its pages.
 * @param resources the brand's copy per locale, shared strings included
 * @param sameInEveryLocale the brand's names and terms that stay as they are in every language
 *   (company, product, client and partner names, networks), from its `sameInEveryLocale.json`
 * @returns one line per locale and the locale it copies, naming the keys
 */
export function untranslatedCopy(
  manifest: Manifest,
  resources: LocaleResources,
  sameInEveryLocale: readonly string[],
): string[] {
  const shows = showsCopy(manifest);
  const same = [...sameInEveryLocale].sort((a, b) => b.length - a.length);
  const text = (value: CopyStrings[string] | undefined) =>
    value === undefined ? undefined : [value].flat().join("\n");
  return manifest.locales
    .filter((locale) => locale !== manifest.defaultLocale)
    .flatMap((locale, _index, locales) => {
      const strings = resources[locale]?.translation ?? {};
      // The locales it may have been copied from: the default, and those listed before it (a
      // new locale is added at the end).
      const others = [manifest.defaultLocale, ...locales.slice(0, locales.indexOf(locale))];
      const copied = new Map<string, string[]>();
      for (const [key, value] of Object.entries(strings)) {
        const mine = text(value);
        if (mine === undefined || !shows(key) || readsTheSame(mine, same)) continue;
        const source = others.find((other) => text(resources[other]?.translation[key]) === mine);
        if (source !== undefined) copied.set(source, [...(copied.get(source) ?? []), key]);
      }
      return [...copied].map(
        ([source, keys]) =>
          `locale '${locale}' shows ${keys.length} string${keys.length === 1 ? "" : "s"} exactly as '${source}' has ${keys.length === 1 ? "it" : "them"}: ${keys.join(", ")}`,
      );
    });
}

/**
 * The keys of a brand's own locale files that nothing of the site shows (no page, header, footer,
 * form or not-found page of the brand): left over from a page removed or a key renamed.
 * @param own each locale's own strings (`brands/<id>/locales/<locale>/translation.json`)
 * @returns one line per locale that has any
 */
export function unusedCopy(
  manifest: Manifest,
  own: Readonly<Record<string, CopyStrings>>,
): string[] {
  const shows = showsCopy(manifest);
  return Object.entries(own).flatMap(([locale, strings]) => {
    const unused = Object.keys(strings).filter((key) => !shows(key));
    return unused.length === 0
      ? []
      : [
          `locale '${locale}' has ${unused.length} key${unused.length === 1 ? "" : "s"} in its locale file that nothing shows: ${unused.join(", ")}`,
        ];
  });
}
