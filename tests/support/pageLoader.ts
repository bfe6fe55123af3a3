import type { BrandImage } from "../../src/brand/brandImage";
import { type PageChunk, pageModule } from "../../src/brand/splitBrand";
import type { LocaleResources } from "../../src/i18n/createI18n";
import type { LocaleCopyLoader, PageChunkLoader } from "../../src/router/createAppRouter";

/**
 * A router page loader that serves a brand split in the test (`splitBrand(...).pages`) instead of
 * the built app's `virtual:brand-route/<locale>/<key>` chunks, so tests route any brand without a
 * build.
 * @throws Error (from the returned loader) for a page key the split has no chunk for
 */
export function pageLoaderOf(pages: ReadonlyMap<string, PageChunk<BrandImage>>): PageChunkLoader {
  return async (locale, key) => {
    const chunk = pages.get(key);
    if (!chunk) throw new Error(`the split brand has no page '${key}'`);
    return pageModule(chunk, locale);
  };
}

/**
 * A router copy loader that serves a split's chrome copy (`splitBrand(...).resources`) instead of
 * the built app's `virtual:brand-copy/<locale>` chunks.
 * @throws Error (from the returned loader) for a locale the resources do not have
 */
export function copyLoaderOf(resources: LocaleResources): LocaleCopyLoader {
  return async (locale) => {
    const copy = resources[locale]?.translation;
    if (!copy) throw new Error(`the split brand has no locale '${locale}'`);
    return copy;
  };
}
