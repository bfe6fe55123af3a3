import type { i18n } from "i18next";
import type { CopyStrings } from "./createI18n";

/**
 * Adds copy strings that arrived with a chunk (a locale's shared copy, a page's) to `instance`
 * under `locale`, in one `added` event and none when they are there already, so a preload on
 * hover and the navigation after it re-render the app's text once.
 */
export function addCopy(instance: i18n, locale: string, copy: CopyStrings): void {
  const missing = Object.entries(copy).filter(
    ([key]) => instance.getResource(locale, "translation", key) === undefined,
  );
  if (missing.length > 0) instance.addResources(locale, "translation", Object.fromEntries(missing));
}
