import type { InitOptions } from "i18next";

/**
 * The i18next options every instance that renders copy uses, in the browser, the prerender and
 * the build alike, so they read the same text: flat keys (`page.home.title`: dots are part of the
 * key), one locale with itself as fallback, ready synchronously, `{{variables}}` filled from
 * `variables` and not escaped (React escapes text itself).
 * @param resources copy strings per locale (`LocaleResources`)
 * @param locale the locale to render
 * @param variables values every string may use without the caller passing them (`{{product}}`)
 */
export function copyI18nOptions(
  resources: InitOptions["resources"],
  locale: string,
  variables: Readonly<Record<string, string>>,
): InitOptions {
  return {
    resources,
    lng: locale,
    fallbackLng: locale,
    keySeparator: false,
    nsSeparator: false,
    returnNull: false,
    initAsync: false,
    interpolation: { escapeValue: false, defaultVariables: variables },
  };
}
