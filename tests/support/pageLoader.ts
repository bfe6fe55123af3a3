import type { BrandImage } from "../../src/brand/brandImage";
import type { PageChunk } from "../../src/brand/splitBrand";
import type { PageChunkLoader } from "../../src/router/createAppRouter";

/**
 * A router page loader that serves a brand split in the test (`splitBrand(...).pages`) instead of
 * the built app's `virtual:brand-route/<key>` chunks, so tests route any brand without a build.
 * @throws Error (from the returned loader) for a page key the split has no chunk for
 */
export function pageLoaderOf(pages: ReadonlyMap<string, PageChunk<BrandImage>>): PageChunkLoader {
  return async (key) => {
    const chunk = pages.get(key);
    if (!chunk) throw new Error(`the split brand has no page '${key}'`);
    return chunk;
  };
}
