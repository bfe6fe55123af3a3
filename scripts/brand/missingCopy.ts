import type { Manifest } from "../../src/brand/manifestSchema.ts";
import { requiredCopyKeys } from "../../src/brand/requiredCopyKeys.ts";
import { ownsPageCopy } from "../../src/brand/splitBrand.ts";
import type { LocaleResources } from "../../src/i18n/createI18n.ts";
import { manifestField } from "./manifestField.ts";

/**
 * Tells whether the site can show a copy key: one it always renders (`requiredCopyKeys`) or one a
 * page shows when its locale has it (an intro, a note, a badge).
 */
export function showsCopy(manifest: Manifest): (key: string) => boolean {
  const required = new Set(requiredCopyKeys(manifest).map(({ key }) => key));
  const owners = manifest.pages.map(ownsPageCopy);
  return (key) => required.has(key) || owners.some((owns) => owns(key));
}

/**
 * What each locale lacks of the copy its pages, header, footer and not-found page can show, so a
 * locale supplies exactly those strings: every key the site renders whatever the locale holds
 * (`requiredCopyKeys`), in every locale; and in each other locale, every string the default
 * locale has that one of the pages shows when present (an intro, a note, a badge, a list), so no
 * language silently shows less. Shared strings that no page of the brand shows (a form's, a
 * gallery's, the other footer's) are asked of no locale.
 * @param resources the brand's copy per locale, shared defaults included
 * @returns one line per missing key that the site always renders, naming the locale, the page by
 *   its route, the field that asks for it and the key; one line per locale for the others
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
      .filter(({ key }) => !(key in strings))
      .map(
        ({ field, key }) =>
          `locale '${locale}': ${manifestField(manifest, field)} needs copy key '${key}'`,
      );
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
