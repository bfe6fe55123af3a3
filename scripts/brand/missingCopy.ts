import type { Manifest } from "../../src/brand/manifestSchema.ts";
import { requiredCopyKeys } from "../../src/brand/requiredCopyKeys.ts";
import { pageCopyOwners } from "../../src/brand/splitBrand.ts";
import type { LocaleResources } from "../../src/i18n/createI18n.ts";
import { manifestField } from "./manifestField.ts";

/**
 * Tells whether the site can show a copy key: one it always renders (`requiredCopyKeys`) or one a
 * page shows when its locale has it (an intro, a note, a badge).
 */
export function showsCopy(manifest: Manifest): (key: string) => boolean {
  const required = new Set(requiredCopyKeys(manifest).map(({ key }) => key));
  const owners = pageCopyOwners(manifest.pages);
  return (key) => required.has(key) || owners(key).length > 0;
}

/**
 * A string that would render as an empty element: empty or only white space, or a list with
 * no item or an item like that.
 */
const isBlank = (value: string | readonly string[] | undefined): boolean =>
  typeof value === "string"
    ? value.trim() === ""
    : value !== undefined && (value.length === 0 || value.some((item) => item.trim() === ""));

/**
 * What each locale lacks of the copy its pages, header, footer and not-found page can show, so a
 * locale supplies exactly those strings: every key the site renders whatever the locale holds
 * (`requiredCopyKeys`), in every locale; and in each other locale, every string the default
 * locale has that one of the pages shows when present (an intro, a note, a badge, a list), so no
 * language silently shows less. Shared strings that no page of the brand shows (a form's, a
 * gallery's, the other footer's) are asked of no locale. A string that is there but empty (or
 * only white space) counts as missing: it would render an empty element.
 * @param resources the brand's copy per locale, shared defaults included
 * @returns one line per missing key that the site always renders, naming the locale, the page by
 *   its route, the field that asks for it and the key (`, which is empty` when it is there but
 *   blank); one line per locale for the others, and for the optional strings that are blank
 */
export function missingCopy(manifest: Manifest, resources: LocaleResources): string[] {
  const required = requiredCopyKeys(manifest);
  const requiredKeys = new Set(required.map(({ key }) => key));
  const shows = showsCopy(manifest);
  const shownWhenPresent = Object.keys(resources[manifest.defaultLocale]?.translation ?? {}).filter(
    (key) => !requiredKeys.has(key) && shows(key),
  );
  return manifest.locales.flatMap((locale) => {
    const strings = resources[locale]?.translation ?? {};
    const lines = required
      .filter(({ key }) => !(key in strings) || isBlank(strings[key]))
      .map(({ field, key }) =>
        key in strings
          ? `locale '${locale}': ${manifestField(manifest, field)} needs copy key '${key}', which is empty`
          : `locale '${locale}': ${manifestField(manifest, field)} needs copy key '${key}'`,
      );
    const blankShown = Object.keys(strings).filter(
      (key) => !requiredKeys.has(key) && shows(key) && isBlank(strings[key]),
    );
    if (blankShown.length > 0) {
      lines.push(
        `locale '${locale}' has ${blankShown.length} empty string${blankShown.length === 1 ? "" : "s"} its pages show: ${blankShown.join(", ")} (give the text, or remove the key to show nothing)`,
      );
    }
    const lacking =
      locale === manifest.defaultLocale ? [] : shownWhenPresent.filter((key) => !(key in strings));
    if (lacking.length > 0) {
      lines.push(
        `locale '${locale}' lacks ${lacking.length} optional string${lacking.length === 1 ? "" : "s"} that '${manifest.defaultLocale}' has and its pages show: ${lacking.join(", ")}`,
      );
    }
    return [...new Set(lines)];
  });
}
