import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadBrand } from "../../../../../scripts/brand/brandLoader";
import { unicodeRangeCodePoints } from "../../../../../scripts/lib/unicodeRange";
import { pageFontFaces } from "../../../../../scripts/siteBuild/fonts/pageFontFaces";
import { subsetFontFaces } from "../../../../../scripts/siteBuild/fonts/subsetFontFaces";

let cacheDir: string;
beforeEach(async () => {
  cacheDir = await mkdtemp(path.join(os.tmpdir(), "page-fonts-"));
});
afterEach(async () => {
  await rm(cacheDir, { recursive: true, force: true });
});

describe("pageFontFaces", () => {
  it("cuts each preloaded face of the locale cut to the copy to one page's strings: fewer characters, fewer bytes", async () => {
    const brand = await loadBrand("engineering");
    const strings = ["हमारी सेवाएँ", "संपर्क करें", "ISO 9001"];
    const cuts = await pageFontFaces(brand, "hi", strings, cacheDir);
    const narrowed = (brand.manifest.theme.fontFaces ?? []).filter(
      (face) => face.narrowToCopy && face.preload && face.locales?.includes("hi"),
    );
    expect(cuts.map((cut) => cut.face)).toEqual(narrowed);
    const used = new Set([...strings.join("")].map((c) => c.codePointAt(0) ?? 0));
    // The same faces' site-wide cuts (the brand's other faces are not compared): the build's
    // own, from its font cache, which the run's builds fill with the same cuts.
    const theme = { ...brand.manifest.theme, fontFaces: narrowed };
    const siteWide = await subsetFontFaces({ ...brand, manifest: { ...brand.manifest, theme } });
    for (const cut of cuts) {
      const points = unicodeRangeCodePoints(cut.unicodeRange);
      expect(points.every((point) => used.has(point))).toBe(true);
      expect(points).toContain("स".codePointAt(0));
      expect(points).not.toContain("9".codePointAt(0));
      const site = siteWide.get(cut.face);
      if (!site) throw new Error(`${cut.face.family} has no site-wide cut`);
      expect((await readFile(cut.file)).length).toBeLessThan(
        (await readFile(site.file)).length / 2,
      );
    }
    // It cuts the brand's Devanagari faces with HarfBuzz (and site-wide too, when the cache has
    // no cut yet): 5-25 s of CPU, more on a loaded two-core machine than the 30 s default allows.
  }, 120_000);

  it("gives no face to a page in a locale the faces are not for, or whose strings use none of their range", async () => {
    const brand = await loadBrand("engineering");
    expect(await pageFontFaces(brand, "en", ["हमारी सेवाएँ"], cacheDir)).toEqual([]);
    expect(await pageFontFaces(brand, "hi", ["ISO 9001"], cacheDir)).toEqual([]);
  });
});
