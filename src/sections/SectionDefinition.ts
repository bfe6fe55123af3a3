import type { z } from "zod";
import type { RequiredCopyKey } from "../brand/RequiredCopyKey";

/**
 * The data side of a section type, one per folder `src/sections/<type>/` (its `index.ts`): the
 * schema a manifest's section is checked against, and the copy keys such a section makes the
 * site render. It holds no component, so the build's Node side (scripts/brand/brandLoader.ts) can
 * load it without React or stylesheets; the type's view is `<Type>Section.tsx` beside it, which
 * the brand plugin finds by that name (`virtual:brand-sections`).
 */
export interface SectionDefinition<Schema extends z.ZodType<{ type: string; key: string }>> {
  schema: Schema;
  /**
   * Copy keys the section renders whatever the locale holds (keys rendered only when present are
   * left out), each with the manifest field that asked for it.
   * @param field dotted path of the section in the manifest, e.g. `pages.2.sections.0`
   */
  copyKeys: (section: z.infer<Schema>, field: string) => RequiredCopyKey[];
  /**
   * Copy key prefixes the component uses by name (`slider` for `slider.next`: its controls'
   * labels, its form's warnings), so the per-route split (src/brand/splitBrand.ts) ships those
   * keys with the pages that have such a section rather than with every route.
   */
  copyPrefixes?: readonly string[];
  /**
   * The keys (each a key or a dotted prefix) among those that the component shows only once a
   * send is under way (a form's answers), so no first load needs them: the split puts them in the
   * send copy (`virtual:brand-send-copy/<locale>`), which the form loads at its first touch.
   */
  sendCopy?: readonly string[];
}

/**
 * The copy keys `<section key>.<suffix>` for each suffix, asked for by the section's `key` field.
 * @param field dotted path of the section in the manifest, e.g. `pages.2.sections.0`
 */
export function ownCopyKeys(
  section: { key: string },
  field: string,
  ...suffixes: string[]
): RequiredCopyKey[] {
  return suffixes.map((suffix) => ({ field: `${field}.key`, key: `${section.key}.${suffix}` }));
}
