import { fromFile } from "@capsizecss/unpack/fs";
import { getMetricsForFamily } from "fontaine";
import { describe, expect, it } from "vitest";
import { loadBrand } from "../../../../../scripts/brand/brandLoader";
import {
  DEVANAGARI_LOCALS,
  fallbackFaces,
} from "../../../../../scripts/siteBuild/fonts/fallbackFaces";

/** The descriptors of each `@font-face` rule of `family` in `css`, in the stylesheet's order. */
function faceRules(css: string, family: string): Map<string, string>[] {
  const rules = css
    .split("@font-face")
    .filter((block) => block.includes(`font-family: ${JSON.stringify(family)};`));
  if (rules.length === 0) throw new Error(`no @font-face for ${family} in:\n${css}`);
  return rules.map((rule) => {
    const descriptors = [...rule.matchAll(/^\s*([a-z-]+): (.*);$/gm)];
    return new Map(descriptors.map(([, name = "", value = ""]) => [name, value]));
  });
}

/** The one `@font-face` rule of `family` in `css`. */
function faceRule(css: string, family: string): Map<string, string> {
  const [rule, ...more] = faceRules(css, family);
  if (rule === undefined || more.length > 0) throw new Error(`not one @font-face for ${family}`);
  return rule;
}

/** The `size-adjust` matching `web`'s average letter width to the system face `system`'s. */
async function sizeAgainst(web: { xWidthAvg: number; unitsPerEm: number }, system: string) {
  const metrics = await getMetricsForFamily(system);
  if (!metrics) throw new Error(`fontaine has no metrics of ${system}`);
  return web.xWidthAvg / web.unitsPerEm / (metrics.xWidthAvg / metrics.unitsPerEm);
}

/** A percentage descriptor (`102.2878%`) as a ratio. */
const ratio = (value: string | undefined) => Number(value?.replace(/%$/, "")) / 100;

/** The absolute file of the brand's first face of `family`. */
function fileOf(brand: Awaited<ReturnType<typeof loadBrand>>, family: string): string {
  const face = brand.manifest.theme.fontFaces?.find((face) => face.family === family);
  const file = face && brand.assetFiles.get(face.src);
  if (file === undefined) throw new Error(`the brand has no face of ${family}`);
  return file;
}

describe("fallbackFaces", () => {
  it("matches a latin family's Arial fallback to the web font's own metrics, as read from its file", async () => {
    const brand = await loadBrand("engineering");
    const { css } = await fallbackFaces(brand);
    // The browser tries a family's faces last first: Arial and its clones where they are.
    const face = faceRules(css, "Archivo fallback").at(-1);
    const archivo = await fromFile(fileOf(brand, "Archivo"));
    const size = await sizeAgainst(archivo, "Arial");
    expect(size).not.toBeCloseTo(1, 2);
    expect(ratio(face?.get("size-adjust"))).toBeCloseTo(size, 5);
    const em = archivo.unitsPerEm * size;
    expect(ratio(face?.get("ascent-override"))).toBeCloseTo(archivo.ascent / em, 5);
    expect(ratio(face?.get("descent-override"))).toBeCloseTo(-archivo.descent / em, 5);
    expect(ratio(face?.get("line-gap-override"))).toBeCloseTo(archivo.lineGap / em, 5);
    expect(face?.get("src")).toMatch(/^local\("Arial"\), local\("Arimo"\)/);
    expect(face?.get("unicode-range")).toContain("U+20B9");
  });

  it("gives a latin family a second fallback face matched to Roboto, for Android, which has no Arial", async () => {
    const brand = await loadBrand("engineering");
    const faces = faceRules((await fallbackFaces(brand)).css, "Archivo fallback");
    expect(faces).toHaveLength(2);
    const [android, desktop] = faces;
    const archivo = await fromFile(fileOf(brand, "Archivo"));
    const size = await sizeAgainst(archivo, "Roboto");
    expect(ratio(android?.get("size-adjust"))).toBeCloseTo(size, 5);
    expect(android?.get("size-adjust")).not.toBe(desktop?.get("size-adjust"));
    const em = archivo.unitsPerEm * size;
    expect(ratio(android?.get("ascent-override"))).toBeCloseTo(archivo.ascent / em, 5);
    expect(android?.get("src")).toBe(`local("Roboto"), local("Roboto-Regular")`);
    expect(android?.get("unicode-range")).toBe(desktop?.get("unicode-range"));
  });

  it("falls a serif family back on Times New Roman and its metric clones, and on Android's Noto Serif", async () => {
    const brand = await loadBrand("healthcare");
    const [android, desktop] = faceRules((await fallbackFaces(brand)).css, "Fraunces fallback");
    const fraunces = await fromFile(fileOf(brand, "Fraunces"));
    expect(ratio(desktop?.get("size-adjust"))).toBeCloseTo(
      await sizeAgainst(fraunces, "Times New Roman"),
      5,
    );
    expect(desktop?.get("src")).toMatch(/^local\("Times New Roman"\), local\("Tinos"\)/);
    expect(ratio(android?.get("size-adjust"))).toBeCloseTo(
      await sizeAgainst(fraunces, "Noto Serif"),
      5,
    );
    expect(android?.get("src")).toBe(`local("Noto Serif"), local("NotoSerif-Regular")`);
  });

  it("falls a Devanagari family back on the platforms' Devanagari faces with the web font's line metrics", async () => {
    const brand = await loadBrand("engineering");
    const { css } = await fallbackFaces(brand);
    const face = faceRule(css, "Noto Sans Devanagari fallback");
    const noto = await fromFile(fileOf(brand, "Noto Sans Devanagari"));
    expect(face.get("src")).toBe(
      DEVANAGARI_LOCALS.map((local) => `local(${JSON.stringify(local)})`).join(", "),
    );
    expect(DEVANAGARI_LOCALS).toEqual([
      "Noto Sans Devanagari",
      "Nirmala UI",
      "Kohinoor Devanagari",
    ]);
    expect(face.get("size-adjust")).toBe("100%");
    expect(ratio(face.get("ascent-override"))).toBeCloseTo(noto.ascent / noto.unitsPerEm, 5);
    expect(ratio(face.get("descent-override"))).toBeCloseTo(-noto.descent / noto.unitsPerEm, 5);
    // Only the characters the copy-narrowed face is served for: others reach the whole face.
    expect(face.get("unicode-range")).toContain("U+0901");
    expect(face.get("unicode-range")).not.toContain("U+0900-097F");
  });

  it("names each family's fallback right after it in every stack the theme serves", async () => {
    const brand = await loadBrand("engineering");
    const { theme } = await fallbackFaces(brand);
    expect(theme.fonts.body).toBe(
      `Archivo, "Archivo fallback", system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`,
    );
    expect(theme.localeTypography?.hi?.fonts?.body).toBe(
      `Archivo, "Archivo fallback", 'Noto Sans Devanagari', "Noto Sans Devanagari fallback", 'Noto Sans Devanagari Full', "Noto Sans Devanagari Full fallback", system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`,
    );
    expect(theme.localeTypography?.hi?.lineHeights).toEqual(
      brand.manifest.theme.localeTypography?.hi?.lineHeights,
    );
  });
});
