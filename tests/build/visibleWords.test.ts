import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { artworkCatalogue } from "../../scripts/artwork/catalogue";
import { logoSvg } from "../../scripts/artwork/logo";
import { paletteFrom } from "../../scripts/artwork/palette";
import { readThemeColours } from "../../scripts/artwork/theme";
import { DEFAULT_BRANDS_DIR, listBrands, loadBrand } from "../../scripts/brand/brandLoader";
import type { BrandBuild } from "../../scripts/siteBuild/buildBrand";
import { routeFile } from "../../scripts/siteBuild/prerender/prerender";
import { sharedBuild } from "../support/builtSite";
import { visibleText } from "../support/visibleText";

/** Words that mark unfinished work; none may reach a visitor. */
const UNFINISHED = /placeholder|sample|lorem|replace/i;

const brands = await listBrands();
const builds = new Map<string, BrandBuild>();
beforeAll(async () => {
  for (const brand of brands) builds.set(brand, await sharedBuild(brand));
});

describe.each(brands)("what a visitor of the %s site sees", (brand) => {
  it("says placeholder, sample, lorem or replace nowhere on any page", async () => {
    const build = builds.get(brand);
    if (!build) throw new Error(`${brand} was not built`);
    for (const file of [
      ...build.routes.map((route) => routeFile(build.outDir, route)),
      path.join(build.outDir, "404.html"),
    ]) {
      const shown = visibleText(await readFile(file, "utf8"));
      expect(shown.length, file).toBeGreaterThan(10);
      expect(
        shown.filter((text) => UNFINISHED.test(text)),
        file,
      ).toEqual([]);
    }
  });

  it("has no such word in any copy string (toasts and messages included) or file name", async () => {
    const { resources, assetFiles } = await loadBrand(brand);
    const copy = Object.values(resources)
      .flatMap((locale) => Object.values(locale.translation))
      .flat();
    expect(copy.length).toBeGreaterThan(50);
    expect(copy.filter((text) => UNFINISHED.test(text))).toEqual([]);
    const build = builds.get(brand);
    const built = build ? await readdir(build.outDir, { recursive: true }) : [];
    const names = [
      ...assetFiles.keys(),
      ...built,
      ...(await readdir(path.join(DEFAULT_BRANDS_DIR, brand, "assets"), { recursive: true })),
    ];
    expect(names.length).toBeGreaterThan(5);
    expect(names.filter((name) => UNFINISHED.test(name))).toEqual([]);
  });

  it("has no such word in the text of any SVG it ships", async () => {
    const dir = path.join(DEFAULT_BRANDS_DIR, brand, "assets");
    const svgs = (await readdir(dir, { recursive: true })).filter((name) => name.endsWith(".svg"));
    expect(svgs.length).toBeGreaterThan(0);
    for (const name of svgs)
      expect(UNFINISHED.test(await readFile(path.join(dir, name), "utf8")), name).toBe(false);
  });
});

describe("the engineering site's picture descriptions", () => {
  it("name what each picture shows: no numbered stand-ins, no unresolved copy references", async () => {
    const build = builds.get("engineering");
    if (!build) throw new Error("engineering was not built");
    const html = await readFile(routeFile(build.outDir, "/"), "utf8");
    const { resources } = await loadBrand("engineering");
    const copy = resources.en?.translation ?? {};
    for (const n of [1, 2, 3, 4, 5, 6, 7]) {
      const title = copy[`home.certificates.item${n}`];
      expect(typeof title === "string" && html.includes(`alt="${title}"`), `certificate ${n}`).toBe(
        true,
      );
    }
    for (const route of build.routes) {
      const shown = visibleText(await readFile(routeFile(build.outDir, route), "utf8"));
      expect(
        shown.filter((text) => /\b(photo|certificate|image) \d+\b|\$t\(/i.test(text)),
        route,
      ).toEqual([]);
    }
  });
});

describe("the engineering artwork's SVG sources", () => {
  const theme = readThemeColours(path.join(DEFAULT_BRANDS_DIR, "engineering"));
  const catalogue = artworkCatalogue(theme, paletteFrom(theme));

  it("draw every picture the manifest names from the artwork (none left over)", async () => {
    const { assetFiles } = await loadBrand("engineering");
    const drawn = new Set(catalogue.map((artwork) => `assets/${artwork.file}`));
    const pictures = [...assetFiles.keys()].filter(
      (file) => /\.(jpg|svg)$/.test(file) && !/\/(logo|icon)\.svg$|solar-video-poster/.test(file),
    );
    expect(pictures.filter((file) => !drawn.has(file))).toEqual([]);
  });

  it.each(catalogue.map((artwork) => [artwork.file, artwork] as const))(
    "%s holds no text element and no such word",
    (_file, artwork) => {
      const svg = artwork.svg();
      expect(svg).toMatch(/^<svg [^>]*viewBox=/);
      expect(svg).not.toMatch(/<(text|tspan|textPath)\b/);
      expect(UNFINISHED.test(svg)).toBe(false);
    },
  );

  it("draw the logo's wordmark as outlines of the brand's font, as the committed logo is", async () => {
    const logo = await logoSvg(theme);
    // Lettering in an <img>'s SVG would fall back to the device's system-ui font.
    expect(logo).not.toMatch(/<(text|tspan|textPath)\b|font-family/);
    expect(logo).toMatch(/^<svg [^>]*role="img" aria-label="Urja Engineering Works"/);
    const committed = await readFile(
      path.join(DEFAULT_BRANDS_DIR, "engineering", "assets", "logo.svg"),
      "utf8",
    );
    expect(committed).toBe(logo);
  });
});
