import type { Page } from "../../../src/brand/schemas/page.ts";
import { pageSectionTypes } from "../../../src/brand/splitBrand.ts";
import type { Section } from "../../../src/sections/registry.ts";

/**
 * The section types of `pages` that share one chunk: each group holds the types that exactly the
 * same pages use (engineering's `enquiry` and `offices`, both on its contact page alone), in the
 * order the pages first use them. Every page that loads one of a group's components loads the
 * others too, so one chunk serves them with one request and one compression context, and no page
 * loads a component it does not use. A type whose set of pages no other type shares keeps a
 * chunk of its own and is in no group; each group has two types or more.
 */
export function sectionGroups(pages: readonly Page[]): Section["type"][][] {
  const pagesOf = new Map<Section["type"], string[]>();
  for (const page of pages) {
    for (const type of pageSectionTypes(page))
      pagesOf.set(type, [...(pagesOf.get(type) ?? []), page.key]);
  }
  const byPages = new Map<string, Section["type"][]>();
  for (const [type, keys] of pagesOf) {
    const key = JSON.stringify(keys);
    byPages.set(key, [...(byPages.get(key) ?? []), type]);
  }
  return [...byPages.values()].filter((types) => types.length > 1);
}
