import { useTranslation } from "react-i18next";

/**
 * A copy string that holds a list (paragraphs, bullet items), as an array.
 * A missing key gives an empty list; a plain string gives a one-item list. `{{variables}}` are
 * filled in as in `t()`.
 */
export function useCopyList(key: string): string[] {
  const { t, i18n } = useTranslation();
  if (!i18n.exists(key)) return [];
  const value: unknown = t(key, { returnObjects: true });
  if (Array.isArray(value)) {
    // With flat keys (no key separator) i18next returns list items uninterpolated, so each item
    // gets the `{{variables}}` (copyVariables) here.
    const { interpolator } = i18n.services;
    return value
      .filter((item): item is string => typeof item === "string")
      .map((item) => interpolator.interpolate(item, {}, i18n.language, {}));
  }
  return typeof value === "string" ? [value] : [];
}
