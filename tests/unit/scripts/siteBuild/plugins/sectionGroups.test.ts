import { describe, expect, it } from "vitest";
import { listBrands, loadBrand } from "../../../../../scripts/brand/brandLoader";
import { sectionGroups } from "../../../../../scripts/siteBuild/plugins/sectionGroups";
import { sectionChunkTypes } from "../../../../../scripts/siteBuild/plugins/sectionModules";
import { pageSectionTypes } from "../../../../../src/brand/splitBrand";

describe.each(await listBrands())("sectionGroups on %s's pages", (id) => {
  it("groups exactly the section types that the same pages use, each type in one group at most", async () => {
    const { pages } = (await loadBrand(id)).manifest;
    const pagesOf = (type: string) =>
      pages
        .filter((page) => pageSectionTypes(page).some((used) => used === type))
        .map((page) => page.key);
    const groups = sectionGroups(pages);
    const grouped = groups.flat();
    expect(new Set(grouped).size).toBe(grouped.length);
    for (const group of groups) {
      expect(group.length).toBeGreaterThan(1);
      for (const type of group) expect(pagesOf(type), `${group}`).toEqual(pagesOf(group[0] ?? ""));
    }
    // A type left on its own shares its pages with no other type.
    const used = [...new Set(pages.flatMap(pageSectionTypes))];
    for (const type of used.filter((candidate) => !grouped.includes(candidate))) {
      const twins = used.filter(
        (other) => other !== type && `${pagesOf(other)}` === `${pagesOf(type)}`,
      );
      expect(twins, type).toEqual([]);
    }
  });
});

describe("sectionChunkTypes", () => {
  it("reads the section types from a section chunk's file name, and none from another file", () => {
    expect(sectionChunkTypes("HeroSection-CAis9aAg.js")).toEqual(["hero"]);
    expect(sectionChunkTypes("ProductHeroSection-a_b-1.js")).toEqual(["productHero"]);
    expect(sectionChunkTypes("EnquirySection_OfficesSection-n9AOMmsU.js")).toEqual([
      "enquiry",
      "offices",
    ]);
    for (const file of ["page-DzDztult.js", "hydrateApp-DWmb-6Ae.js", "HeroSection-CAis9aAg.css"])
      expect(sectionChunkTypes(file), file).toEqual([]);
  });
});
