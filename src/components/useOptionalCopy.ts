import { useTranslation } from "react-i18next";

/**
 * A copy string a brand may leave out (an intro, a note, a badge): its text, or `undefined` when
 * the locale files lack the key, so the component renders nothing rather than a raw key.
 */
export function useOptionalCopy(): (key: string) => string | undefined {
  const { t, i18n } = useTranslation();
  return (key) => (i18n.exists(key) ? t(key) : undefined);
}
