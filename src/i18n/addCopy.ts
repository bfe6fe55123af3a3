import type { i18n } from "i18next";
import type { LocaleResources } from "./createI18n";

/**
 * Adds a route's copy strings to `instance` (a route's loader, once its chunk has arrived), in
 * one `added` event per locale and none when they are there already, so a preload on hover and
 * the navigation after it re-render the app's text once.
 */
export function addCopy(instance: i18n, resources: LocaleResources): void {
  for (const [locale, { translation }] of Object.entries(resources)) {
    const missing = Object.entries(translation).filter(
      ([key]) => instance.getResource(locale, "translation", key) === undefined,
    );
    if (missing.length > 0)
      instance.addResources(locale, "translation", Object.fromEntries(missing));
  }
}
