import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeGeneratedBrand } from "../../../../scripts/bench/generatedBrand";
import { type LoadedBrand, loadBrand } from "../../../../scripts/brand/brandLoader";
import { split } from "../../../../scripts/siteBuild/plugins/brandModules";

const PAGES = 40;
let brandsDir: string;
let brand: LoadedBrand;
beforeAll(async () => {
  brandsDir = await mkdtemp(path.join(os.tmpdir(), "generated-brand-"));
  await writeGeneratedBrand(brandsDir, "grown", PAGES);
  brand = await loadBrand("grown", brandsDir);
});
afterAll(async () => {
  await rm(brandsDir, { recursive: true, force: true });
});

describe("writeGeneratedBrand", () => {
  it("writes a brand the loader accepts, with the pages asked for and copy in every locale", () => {
    expect(brand.manifest.pages).toHaveLength(PAGES);
    expect(new Set(brand.manifest.pages.map((page) => page.path)).size).toBe(PAGES);
    expect(brand.manifest.locales).toEqual(["en", "hi"]);
    expect(brand.copyWarnings).toEqual([]);
  });

  it("gives each grown page's chunk its own copy only, in each locale", () => {
    const { pages } = split(brand);
    for (const n of [1, 17, PAGES - 2]) {
      const chunk = pages.get(`page.bake${n}`);
      for (const locale of brand.manifest.locales) {
        const keys = Object.keys(chunk?.resources[locale]?.translation ?? {});
        expect(keys.length).toBeGreaterThan(2);
        expect(
          keys.every((key) => key.startsWith(`page.bake${n}.`) || key.startsWith(`bake${n}.`)),
          keys.join(),
        ).toBe(true);
      }
    }
  });

  it("refuses fewer pages than the fixture brand's own", async () => {
    await expect(writeGeneratedBrand(brandsDir, "small", 1)).rejects.toThrow(/2 pages or more/);
  });
});
