import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { copyI18nOptions } from "./copyI18nOptions";

/** Flat copy strings of one locale: dotted key → text, or a list of texts (paragraphs, items). */
export type CopyStrings = Readonly<Record<string, string | readonly string[]>>;

/** Copy strings keyed by locale (`en`), each in the single `translation` namespace. */
export type LocaleResources = Readonly<Record<string, { translation: CopyStrings }>>;

/**
 * Creates an i18next instance that is ready synchronously, so prerendering and hydration render the
 * same text. Keys are flat (`page.home.title`): dots are part of the key, not nesting.
 * @param resources copy strings per locale (the shared ones; each route's loader adds its page's)
 * @param locale the locale to render; falls back to it for missing keys too
 * @param variables values every string may use without the caller passing them (`{{product}}`)
 */
export function createI18n(
  resources: LocaleResources,
  locale: string,
  variables: Readonly<Record<string, string>> = {},
): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    ...copyI18nOptions(resources, locale, variables),
    // A route's copy arrives with its chunk (src/i18n/addCopy.ts): text already on screen that
    // uses it, such as the document title, re-renders when it does.
    react: { bindI18nStore: "added" },
  });
  return instance;
}
