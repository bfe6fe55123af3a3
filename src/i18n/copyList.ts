import type { i18n } from "i18next";

/**
 * A copy string that holds a list (paragraphs, bullet items) in `i18n`'s locale, as an array:
 * a missing key gives an empty list, a plain string a one-item list. `{{variables}}` are filled
 * in as in `t()`. Pure; the React side is `useCopyList`.
 */
export function copyList(instance: i18n, key: string): string[] {
  if (!instance.exists(key)) return [];
  const value: unknown = instance.t(key, { returnObjects: true });
  if (Array.isArray(value)) {
    // With flat keys (no key separator) i18next returns list items uninterpolated, so each item
    // gets the `{{variables}}` (copyVariables) here.
    const { interpolator } = instance.services;
    return value
      .filter((item): item is string => typeof item === "string")
      .map((item) => interpolator.interpolate(item, {}, instance.language, {}));
  }
  return typeof value === "string" ? [value] : [];
}
