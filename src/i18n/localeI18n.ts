import type { i18n } from "i18next";
import { createI18n } from "./createI18n";

/**
 * The copy strings' i18next instance of each locale, made on first use: each holds only its own
 * locale's strings (its routes' loaders add them as their chunks arrive), and its language is
 * fixed, so the text a route renders follows the route, never a global language setting.
 */
export type LocaleI18n = (locale: string) => i18n;

/**
 * A `LocaleI18n` whose instances start empty.
 * @param variables the values every string of a locale may use without the caller passing them
 *   (`{{company}}`, `{{address}}` in that locale's form)
 */
export function createLocaleI18n(
  variables: (locale: string) => Readonly<Record<string, string>> = () => ({}),
): LocaleI18n {
  const instances = new Map<string, i18n>();
  return (locale) => {
    const known = instances.get(locale);
    if (known) return known;
    const instance = createI18n({}, locale, variables(locale));
    instances.set(locale, instance);
    return instance;
  };
}
