import { useTranslation } from "react-i18next";
import { copyList } from "../i18n/copyList";

/**
 * A copy string that holds a list (paragraphs, bullet items), as an array.
 * A missing key gives an empty list; a plain string gives a one-item list. `{{variables}}` are
 * filled in as in `t()` (see `copyList`).
 */
export function useCopyList(key: string): string[] {
  const { i18n } = useTranslation();
  return copyList(i18n, key);
}
