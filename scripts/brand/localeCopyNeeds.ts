import type { Manifest } from "../../src/brand/manifestSchema.ts";
import { requiredCopyKeys } from "../../src/brand/requiredCopyKeys.ts";
import type { CopyStrings } from "../../src/i18n/createI18n.ts";
import { showsCopy } from "./missingCopy.ts";

/** One string a locale needs: its key, which file it goes in, the default locale's text. */
export interface NeededString {
  key: string;
  /**
   * The shared file it goes in, once for every brand (`translation.json`, `appCheck.json` under
   * src/locales/<locale>/); undefined for the brand's own locale file.
   */
  sharedFile: string | undefined;
  /** The default locale's text, to translate. */
  source: string | readonly string[];
  /** Whether the locale has it already (in either file). */
  present: boolean;
}

/**
 * The strings `locale` needs for the brand's site, as the build asks for them (`missingCopy`):
 * every key the site always renders, and each optional one the default locale has and a page
 * shows. Each goes where the default locale keeps it: a shared string once in
 * src/locales/<locale>/ for every brand, the brand's own in its locale file. Keys the build
 * computes (prices, notice versions) are in neither and are left out.
 * @param defaultCopy the default locale's shared strings by file and its own (`readLocaleCopy`)
 * @param localeCopy the locale's strings as they are now, shared and own together
 */
export function localeCopyNeeds(
  manifest: Manifest,
  defaultCopy: { shared: Readonly<Record<string, CopyStrings>>; own: CopyStrings },
  localeCopy: CopyStrings,
): NeededString[] {
  const shows = showsCopy(manifest);
  const sharedFiles = Object.entries(defaultCopy.shared);
  const required = requiredCopyKeys(manifest).map(({ key }) => key);
  const optional = [...sharedFiles.map(([, strings]) => strings), defaultCopy.own]
    .flatMap((strings) => Object.keys(strings))
    .filter(shows);
  return [...new Set([...required, ...optional])].flatMap((key): NeededString[] => {
    const present = key in localeCopy;
    const own = defaultCopy.own[key];
    if (own !== undefined) return [{ key, sharedFile: undefined, source: own, present }];
    // The last file that has it wins, as the loader overlays a service's file on translation.json.
    const shared = sharedFiles.findLast(([, strings]) => strings[key] !== undefined);
    const source = shared?.[1][key];
    return shared && source !== undefined ? [{ key, sharedFile: shared[0], source, present }] : [];
  });
}
