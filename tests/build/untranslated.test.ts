import { readFile } from "node:fs/promises";
import { beforeAll, describe, expect, it } from "vitest";
import type { BrandBuild } from "../../scripts/siteBuild/buildBrand";
import { routeFile } from "../../scripts/siteBuild/prerender/prerender";
import { localePath, splitLocalePath } from "../../src/i18n/localePath";
import { sharedBuild } from "../support/builtSite";
import { visibleText } from "../support/visibleText";

/**
 * What a Hindi page may show exactly as its English page does, beyond e-mail addresses, URLs,
 * standard numbers and anything without a Latin letter (numbers, prices, phone numbers): the
 * names of the company, its product, clients, partners and the social networks, which stay as
 * they are in every language. Postal addresses are not among them: a Hindi page shows the
 * manifest's Hindi form of each (`addressByLocale`, docs/hindi-style.md).
 */
const NAMES: Record<string, string[]> = {
  engineering: [
    "Urja Engineering Works Pvt. Ltd.",
    "Urja Engineering Works",
    "Sukhnadi Sugars Ltd.",
    "Neelgiri Petro Terminals",
    "Shivalik Power Corporation",
    "Yamuna Valley Steels",
    "Aravali Cement Works",
    "Terai Distilleries Pvt. Ltd.",
    "Suryoday Solar Modules",
    "Kirti Power Gensets",
    "Saharanpur Industries Association",
    "Doaba Institute of Technology",
  ],
  healthcare: ["Akcent Healthcare", "CollaGlow", "Facebook", "Instagram", "LinkedIn"],
};

/** Written the same in every language: e-mail addresses, URLs, standard numbers (`ISO 9001:2015`), MRP. */
const SAME_EVERYWHERE = [
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g,
  /https?:\/\/\S+/g,
  /\b(?:ISO|IS|API|ASME|FSSAI|MRP)\b[\s\d.:/-]*/g,
];

/**
 * The pieces of `shown` (a Hindi page's visible text) that are exactly as on its English page
 * (`english`) and still read as English once `allowed` (names) and SAME_EVERYWHERE
 * are taken out: a Latin word left in them.
 */
function stillEnglish(shown: string[], english: ReadonlySet<string>, allowed: string[]): string[] {
  // Longest first, so a full company name goes before its shorter form.
  const names = [...allowed].sort((a, b) => b.length - a.length);
  return [...new Set(shown)].filter((text) => {
    if (!english.has(text)) return false;
    let rest = text;
    for (const name of names) rest = rest.replaceAll(name, " ");
    for (const pattern of SAME_EVERYWHERE) rest = rest.replace(pattern, " ");
    return /[A-Za-z]{2,}/.test(rest);
  });
}

const brands = Object.keys(NAMES);
const builds = new Map<string, BrandBuild>();
beforeAll(async () => {
  for (const brand of brands) builds.set(brand, await sharedBuild(brand));
}, 300_000);

describe.each(brands)("the %s site's Hindi pages", (brand) => {
  it("show no English of their English counterparts but names and numbers, not even an address", async () => {
    const build = builds.get(brand);
    if (!build) throw new Error(`${brand} was not built`);
    const { manifest } = build;
    const allowed = NAMES[brand] ?? [];
    const hindi = build.routes.filter((route) => splitLocalePath(manifest, route).locale === "hi");
    expect(hindi).toHaveLength(manifest.pages.length);
    const found: string[] = [];
    for (const route of hindi) {
      const { path } = splitLocalePath(manifest, route);
      const englishRoute = localePath(manifest, manifest.defaultLocale, path);
      const english = new Set(
        visibleText(await readFile(routeFile(build.outDir, englishRoute), "utf8")),
      );
      const shown = visibleText(await readFile(routeFile(build.outDir, route), "utf8"));
      for (const text of stillEnglish(shown, english, allowed)) found.push(`${route}: ${text}`);
    }
    expect(found).toEqual([]);
  });
});

describe("the check for English left on a Hindi page", () => {
  it("reports a string as on the English page, an address too, and not a name or a number", () => {
    const english = new Set([
      "Our Services",
      "Urja Engineering Works",
      "© 2026 Urja Engineering Works Pvt. Ltd.",
      "Plot 14, Delhi Road",
      "ISO 9001:2015",
    ]);
    const shown = [...english, "हमारी सेवाएँ", "प्लॉट 14, दिल्ली रोड", "Our clients"];
    expect(stillEnglish(shown, english, NAMES.engineering ?? [])).toEqual([
      "Our Services",
      "Plot 14, Delhi Road",
    ]);
  });
});
