import { useTranslation } from "react-i18next";

/**
 * A copy string that holds a list (paragraphs, bullet items), as an array.
 * A missing key gives an empty list; a plain string gives a one-item list.
 */
export function useCopyList(key: string): string[] {
  const { t, i18n } = useTranslation();
  if (!i18n.exists(key)) return [];
  const value: unknown = t(key, { returnObjects: true });
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === "string");
  return typeof value === "string" ? [value] : [];
}
