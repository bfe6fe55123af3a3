import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  BrandError,
  brandLocales,
  listBrands,
  loadBrand,
} from "../../../../scripts/brand/brandLoader";
import { repoRoot } from "../../../../scripts/lib/repoRoot";
import { FIXTURE_BRANDS_DIR } from "../../../support/brands";

type Json = Record<string, unknown>;

/**
 * A complete Marathi copy file for the fixture brand: exactly the strings its pages show, shared
 * ones included, as a locale without shared strings of its own brings them (`sharedWithout`).
 */
const MARATHI = path.resolve(FIXTURE_BRANDS_DIR, "../locales/mr/translation.json");

/** The folders brokenBrand made for the test under way (a test may break two brands). */
const brandsDirs: string[] = [];
afterEach(async () => {
  for (const dir of brandsDirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

/** A copy of the fixture brand (plus an empty `other` brand folder name) whose files a test may break. */
async function brokenBrand(edit: (manifest: Json, copy: Json) => void): Promise<string> {
  const brandsDir = await mkdtemp(path.join(os.tmpdir(), "brands-"));
  brandsDirs.push(brandsDir);
  await cp(path.join(FIXTURE_BRANDS_DIR, "fixture"), path.join(brandsDir, "fixture"), {
    recursive: true,
  });
  await cp(path.join(FIXTURE_BRANDS_DIR, "fixture"), path.join(brandsDir, "other"), {
    recursive: true,
  });
  const manifestFile = path.join(brandsDir, "fixture", "manifest.json");
  const copyFile = path.join(brandsDir, "fixture", "locales", "en", "translation.json");
  const manifest: Json = JSON.parse(await readFile(manifestFile, "utf8"));
  const copy: Json = JSON.parse(await readFile(copyFile, "utf8"));
  edit(manifest, copy);
  await writeFile(manifestFile, JSON.stringify(manifest));
  await writeFile(copyFile, JSON.stringify(copy));
  return brandsDir;
}

/** The fixture's font faces, as a test may edit them. */
const faces = (manifest: Json): Json[] => {
  const theme = manifest.theme as { fontFaces?: Json[] };
  return theme.fontFaces ?? [];
};

/**
 * What docs/extending.md asks of a Marathi locale in the manifest: the locale, and the Hindi
 * faces and typography for it too (Devanagari both).
 */
function withMarathi(manifest: Json): void {
  manifest.locales = ["en", "hi", "mr"];
  for (const face of faces(manifest)) face.locales = ["hi", "mr"];
  const theme = manifest.theme as { localeTypography: Record<string, unknown> };
  theme.localeTypography.mr = theme.localeTypography.hi;
}

const copyFile = (dir: string, locale: string) =>
  path.join(dir, "fixture", "locales", locale, "translation.json");

const readCopy = async (dir: string, locale: string): Promise<Json> =>
  JSON.parse(await readFile(copyFile(dir, locale), "utf8"));

/** Writes one locale's copy file of the scratch brand, creating its folder. */
async function writeCopy(dir: string, locale: string, copy: Json): Promise<void> {
  await mkdir(path.dirname(copyFile(dir, locale)), { recursive: true });
  await writeFile(copyFile(dir, locale), JSON.stringify(copy));
}

/**
 * The repository's shared copy strings (`src/locales/`) in a scratch folder beside the brands
 * in `dir`, but none for `locale`: what a test of a new locale's strings builds on, whatever
 * src/locales/ holds (the locale recipe of docs/extending.md may add `src/locales/<locale>/`).
 */
async function sharedWithout(dir: string, locale: string): Promise<string> {
  const shared = path.join(dir, "shared-locales");
  await cp(path.join(repoRoot, "src", "locales"), shared, { recursive: true });
  await rm(path.join(shared, locale), { recursive: true, force: true });
  return shared;
}

async function loadError(
  id: string,
  dir: string,
  options: { sharedLocalesDir?: string } = {},
): Promise<BrandError> {
  const error = await loadBrand(id, dir, options).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof BrandError))
    throw new Error(`expected a BrandError, got ${String(error)}`);
  return error;
}

describe("listBrands", () => {
  it("finds every folder of brands/ that has a manifest, sorted", async () => {
    const ids = await listBrands();
    expect(ids).toEqual([...ids].sort());
    expect(ids).toEqual(expect.arrayContaining(["engineering", "healthcare"]));
    expect(await listBrands(FIXTURE_BRANDS_DIR)).toEqual(["fixture"]);
  });
});

describe("brandLocales", () => {
  it("reads each brand's manifest locales, and leaves out a manifest that is not JSON", async () => {
    expect(await brandLocales(FIXTURE_BRANDS_DIR)).toEqual({ fixture: ["en", "hi"] });
    const dir = await brokenBrand((manifest) => {
      manifest.locales = ["en", "hi", "mr"];
    });
    await writeFile(path.join(dir, "other", "manifest.json"), "{ not json");
    expect(await brandLocales(dir)).toEqual({ fixture: ["en", "hi", "mr"] });
  });
});

describe("loadBrand", () => {
  it.each(["engineering", "healthcare"])(
    "loads the %s brand with shared defaults under its own copy",
    async (id) => {
      const brand = await loadBrand(id);
      const strings = brand.resources.en?.translation ?? {};
      expect(brand.manifest.pages.some((page) => page.path === "/")).toBe(true);
      // A shared default the brand does not override, and a brand override of a shared default.
      expect(strings["form.warning.fill"]).toBe("Please fill the data");
      expect(strings["footer.copyright"]).not.toBe("© {{year}} {{company}}. All rights reserved.");
      for (const [asset, file] of brand.assetFiles) {
        const home = asset.startsWith("@fontsource") ? "node_modules" : brand.dir;
        expect(file.includes(home), `${asset}: ${file}`).toBe(true);
        expect(existsSync(file), file).toBe(true);
      }
    },
  );

  it("gives a brand that lists appCheck the privacy policy's words about it, and no other brand", async () => {
    const engineering = await loadBrand("engineering");
    expect(engineering.manifest.services).not.toContain("appCheck");
    expect(engineering.resources.en?.translation["privacy.appCheck.heading"]).toBeUndefined();
    const dir = await brokenBrand((manifest) => {
      manifest.services = ["appCheck"];
      const pages = manifest.pages as Array<{ path: string; key: string; sections: unknown[] }>;
      pages.push({
        path: "/privacy-policy",
        key: "page.home",
        sections: [{ type: "prose", key: "home.hero", blocks: ["privacy.appCheck"] }],
      });
    });
    const brand = await loadBrand("fixture", dir);
    expect(brand.resources.en?.translation["privacy.appCheck.heading"]).toBe(
      "Protection against abuse",
    );
    expect(brand.resources.hi?.translation["privacy.appCheck.heading"]).toBe("दुरुपयोग से सुरक्षा");
  });

  it("refuses an unknown brand, listing the brands there are", async () => {
    const error = await loadError("nosuch", FIXTURE_BRANDS_DIR);
    expect(error.message).toContain("Unknown brand 'nosuch'");
    expect(error.message).toContain("fixture");
  });

  it("names the brand, the field and the choices when a variant is unknown", async () => {
    const dir = await brokenBrand((manifest) => {
      manifest.header = { ...(manifest.header as Json), variant: "mega" };
    });
    const { message } = await loadError("fixture", dir);
    expect(message).toContain("Brand 'fixture'");
    expect(message).toContain(
      "  - field 'header.variant' is 'mega': expected one of: dropdown, title\n",
    );
    expect(message).toContain("fixture, other");
  });

  it("names a misspelt variant or type key as the unknown field it is, with the key meant, and suggests the nearest choice for a misspelt value", async () => {
    const dir = await brokenBrand((manifest) => {
      const { variant, ...header } = manifest.header as Json;
      manifest.header = { ...header, varient: variant };
      manifest.footer = { ...(manifest.footer as Json), variant: "compnay" };
      const [, breads] = manifest.pages as Array<{ sections: Json[] }>;
      const hero = breads?.sections[0];
      if (hero) {
        hero.tpye = hero.type;
        delete hero.type;
      }
    });
    const { message } = await loadError("fixture", dir);
    expect(message).toContain(
      "  - field 'header.varient' is not a field here: did you mean 'variant'?\n",
    );
    expect(message).toContain(
      "  - page '/breads', field 'sections.0.tpye' is not a field here: did you mean 'type'?\n",
    );
    expect(message).toMatch(
      / {2}- field 'footer\.variant' is 'compnay': did you mean 'company'\? expected one of: company, subscribe\n/,
    );
    expect(message).not.toContain("is missing");
  });

  it("refuses a misspelt key anywhere, naming the page's route, the field, the value's key and the nearest valid key", async () => {
    const dir = await brokenBrand((manifest) => {
      const [, breads] = manifest.pages as Array<{ sections: Json[] }>;
      const hero = breads?.sections[0];
      if (hero) hero.ctaa = { label: "nav.home", to: "/" };
    });
    const { message } = await loadError("fixture", dir);
    expect(message).toContain("Brand 'fixture' has an invalid manifest");
    expect(message).toContain(
      "  - page '/breads', field 'sections.0.ctaa' is not a field here: did you mean 'cta'?\n",
    );
    expect(message).not.toContain("pages.1");
  });

  it("lists the keys an object takes for an unknown key near none of them", async () => {
    const dir = await brokenBrand((manifest) => {
      const contact = manifest.contact as Json;
      contact.telex = "12345";
    });
    const { message } = await loadError("fixture", dir);
    expect(message).toContain(
      "  - field 'contact.telex' is not a field here: expected one of: company, phone, email, address, addressByLocale, whatsapp, offices, fssaiLicence\n",
    );
  });

  it("names an unknown section type, its value and the types there are, without the schema library's words", async () => {
    const dir = await brokenBrand((manifest) => {
      const [home] = manifest.pages as Array<{ sections: Json[] }>;
      const quote = home?.sections[1];
      if (quote) quote.type = "quotes";
    });
    const { message } = await loadError("fixture", dir);
    expect(message).toMatch(
      / {2}- page '\/', field 'sections\.1\.type' is 'quotes': did you mean 'quote'\? expected one of: hero, prose, cards, .*quote, faq\n/,
    );
    expect(message).not.toMatch(/discriminator|Invalid input|received/i);
  });

  it("names a value of the wrong type with the type it should be", async () => {
    const dir = await brokenBrand((manifest) => {
      manifest.locales = "en";
      const [, breads] = manifest.pages as Array<{ sections: Json[] }>;
      const cards = breads?.sections[1];
      if (cards) cards.items = [];
    });
    const { message } = await loadError("fixture", dir);
    expect(message).toContain("  - field 'locales' is 'en': expected a list\n");
    expect(message).toContain(
      "  - page '/breads', field 'sections.1.items': expected at least 1 entry\n",
    );
  });

  it("names a missing required field", async () => {
    const dir = await brokenBrand((manifest) => {
      delete manifest.contact;
    });
    expect((await loadError("fixture", dir)).message).toContain("field 'contact'");
  });

  it("requires a brand that stores leads to say how long it keeps them and who answers requests", async () => {
    const dir = await brokenBrand((manifest) => {
      manifest.services = ["firestore"];
      delete manifest.leads;
    });
    const { message } = await loadError("fixture", dir);
    expect(message).toContain("field 'leads'");
    expect(message).toContain("retentionMonths");
    expect(message).toContain("grievanceEmail");
  });

  it("loads a brand's leads settings", async () => {
    const valid = await brokenBrand((manifest) => {
      manifest.services = ["firestore"];
      manifest.leads = { retentionMonths: 12, grievanceEmail: "privacy@fixture.example" };
    });
    expect((await loadBrand("fixture", valid)).manifest.leads?.retentionMonths).toBe(12);
  });

  it("names a malformed value inside a list", async () => {
    const dir = await brokenBrand((manifest) => {
      const pages = manifest.pages as Json[];
      pages[1] = { ...pages[1], path: "/Breads Page" };
    });
    expect((await loadError("fixture", dir)).message).toContain(
      "  - page '/Breads Page', field 'path' is '/Breads Page': expected a route path such as '/' or '/service/sugar-mills'\n",
    );
  });

  it("refuses two pages at one path and a site without a home page", async () => {
    const dir = await brokenBrand((manifest) => {
      const pages = manifest.pages as Json[];
      manifest.pages = pages.map((page) => ({ ...page, path: "/breads" }));
    });
    const { message } = await loadError("fixture", dir);
    expect(message).toContain("duplicate path '/breads'");
    expect(message).toContain("a page with path '/' is required");
  });

  it("refuses a manifest that is not JSON, naming the file", async () => {
    const dir = await brokenBrand(() => {});
    await writeFile(path.join(dir, "fixture", "manifest.json"), "{ nope");
    const { message } = await loadError("fixture", dir);
    expect(message).toContain("Brand 'fixture'");
    expect(message).toContain("manifest.json is not valid JSON: line 1, column 3: ");
  });

  it("names the line and column of a locale file's syntax error (a trailing comma)", async () => {
    const dir = await brokenBrand(() => {});
    const file = copyFile(dir, "hi");
    const lines = JSON.stringify(await readCopy(dir, "hi"), null, 2).split("\n");
    // A comma after the last string: the error is at the closing brace on the last line.
    lines[lines.length - 2] = `${lines[lines.length - 2]},`;
    await writeFile(file, lines.join("\n"));
    const { message } = await loadError("fixture", dir);
    expect(message).toContain(
      `hi/translation.json is not valid JSON: line ${lines.length}, column 1: Expected double-quoted property name`,
    );
  });

  it("refuses a copy key the manifest needs but the locale file lacks, naming the locale, the page's route and the field", async () => {
    const dir = await brokenBrand((_manifest, copy) => {
      delete copy["page.breads.title"];
    });
    const { message } = await loadError("fixture", dir);
    expect(message).toContain("Brand 'fixture' is missing copy strings");
    expect(message).toContain(
      "  - locale 'en': page '/breads', field 'key' needs copy key 'page.breads.title'",
    );
  });

  it("refuses an empty copy string the page renders, naming the locale, the page's route, the field and the key", async () => {
    const dir = await brokenBrand((_manifest, copy) => {
      copy["page.breads.title"] = "";
      copy["home.quote.text"] = "  ";
    });
    const hindi = await readCopy(dir, "hi");
    hindi["breads.rye.text"] = " ";
    await writeCopy(dir, "hi", hindi);
    const { message } = await loadError("fixture", dir);
    expect(message).toContain(
      "  - locale 'en': page '/breads', field 'key' needs copy key 'page.breads.title', which is empty",
    );
    expect(message).toContain(
      "  - locale 'hi': page '/breads', field 'sections.1.items.1.key' needs copy key 'breads.rye.text', which is empty",
    );
    expect(message).toContain(
      "  - locale 'en' has 1 empty string its pages show: home.quote.text (give the text, or remove the key to show nothing)",
    );
  });

  it("requires every key the site renders in every locale: a card's text, a header link's label, the chrome's", async () => {
    const dir = await brokenBrand((manifest) => {
      withMarathi(manifest);
    });
    const hindi = await readCopy(dir, "hi");
    delete hindi["nav.home"];
    delete hindi["home.quote.source"];
    delete hindi["breads.rye.text"];
    await writeCopy(dir, "hi", hindi);
    const marathi: Json = JSON.parse(await readFile(MARATHI, "utf8"));
    delete marathi["a11y.openMenu"];
    await writeCopy(dir, "mr", marathi);
    const { message } = await loadError("fixture", dir, {
      sharedLocalesDir: await sharedWithout(dir, "mr"),
    });
    expect(message.split("\n").slice(1)).toEqual([
      "  - locale 'hi': field 'header.links.0.label' needs copy key 'nav.home'",
      "  - locale 'hi': page '/', field 'sections.1.key' needs copy key 'home.quote.source'",
      "  - locale 'hi': page '/breads', field 'sections.1.items.1.key' needs copy key 'breads.rye.text'",
      "  - locale 'mr': field 'header' needs copy key 'a11y.openMenu'",
    ]);
  });

  it("asks another locale for the optional strings the default locale has and a page shows", async () => {
    const dir = await brokenBrand((_manifest, copy) => {
      copy["home.quote.text"] = "What our regulars say, in their words.";
    });
    const { message } = await loadError("fixture", dir);
    expect(message).toContain(
      "  - locale 'hi' lacks 1 optional string that 'en' has and its pages show: home.quote.text",
    );
  });

  it("warns of strings a locale shows exactly as another has them, unless the brand lists them as the same in every locale", async () => {
    const dir = await brokenBrand((manifest) => {
      withMarathi(manifest);
    });
    // A Marathi locale started as a copy of the Hindi one, as the locale recipe starts it, with
    // its own name and one string translated.
    const hindi = await readCopy(dir, "hi");
    await writeCopy(dir, "mr", { ...hindi, "locale.name": "मराठी", "nav.home": "मुख्यपृष्ठ" });
    const shared = path.join(dir, "shared-locales");
    await cp(path.join(repoRoot, "src", "locales"), shared, { recursive: true });
    await cp(path.join(shared, "hi"), path.join(shared, "mr"), { recursive: true });
    const { copyWarnings } = await loadBrand("fixture", dir, { sharedLocalesDir: shared });
    expect(copyWarnings).toHaveLength(1);
    expect(copyWarnings[0]).toMatch(/^locale 'mr' shows \d+ strings exactly as 'hi' has them: /);
    expect(copyWarnings[0]).toContain("home.hero.heading");
    expect(copyWarnings[0]).toContain("a11y.skipToContent");
    expect(copyWarnings[0]).not.toMatch(/\b(locale\.name|nav\.home)\b/);
  });

  it("lets a Hindi page show a name the brand lists as the same in every locale, not an English word", async () => {
    const dir = await brokenBrand((_manifest, copy) => {
      copy["home.quote.source"] = "Fixture Bakery";
    });
    const hindi = await readCopy(dir, "hi");
    await writeCopy(dir, "hi", {
      ...hindi,
      "nav.breads": "Breads",
      "home.quote.source": "Fixture Bakery",
    });
    expect((await loadBrand("fixture", dir)).copyWarnings).toEqual([
      "locale 'hi' shows 2 strings exactly as 'en' has them: nav.breads, home.quote.source",
    ]);
    const allowlist = path.join(dir, "fixture", "sameInEveryLocale.json");
    await writeFile(allowlist, JSON.stringify(["Fixture Bakery"]));
    expect((await loadBrand("fixture", dir)).copyWarnings).toEqual([
      "locale 'hi' shows 1 string exactly as 'en' has it: nav.breads",
    ]);
    await writeFile(allowlist, JSON.stringify({ names: ["Fixture Bakery"] }));
    expect((await loadError("fixture", dir)).message).toContain(
      "sameInEveryLocale.json must be a list of strings",
    );
  });

  it("warns of keys in a locale file that nothing shows", async () => {
    const dir = await brokenBrand((_manifest, copy) => {
      copy["page.scones.title"] = "Scones";
      copy["nav.scones"] = "Scones";
    });
    expect((await loadBrand("fixture", dir)).copyWarnings).toEqual([
      "locale 'en' has 2 keys in its locale file that nothing shows: page.scones.title, nav.scones",
    ]);
  });

  it("asks a new locale for exactly the strings its pages, header, footer and not-found page show", async () => {
    const dir = await brokenBrand((manifest) => {
      withMarathi(manifest);
    });
    await writeCopy(dir, "mr", {});
    const { message } = await loadError("fixture", dir, {
      sharedLocalesDir: await sharedWithout(dir, "mr"),
    });
    const asked = [...message.matchAll(/locale 'mr': .* needs copy key '([^']+)'/g)].map(
      (match) => match[1],
    );
    expect(asked).toEqual(
      expect.arrayContaining([
        "a11y.skipToContent",
        "notFound.heading",
        "pageLoad.retry",
        "locale.name",
        "footer.blurb",
        "footer.copyright",
        "nav.breads",
        "home.quote.quotation",
        "breads.sourdough.text",
      ]),
    );
    // Shared strings of what the fixture's pages do not have: forms, sliders, galleries, the
    // subscribe footer.
    expect(
      asked.filter((key) =>
        /^(form|slider|gallery|lightbox|packs|offices|video|subscribe)\./.test(key ?? ""),
      ),
    ).toEqual([]);
    expect(asked).not.toContain("footer.follow");
    // The Marathi fixture holds exactly what is asked.
    const marathi: Json = JSON.parse(await readFile(MARATHI, "utf8"));
    expect(Object.keys(marathi).sort()).toEqual([...new Set(asked)].sort());
  });

  it("loads a third locale from one file in the brand and its manifest entries", async () => {
    const dir = await brokenBrand((manifest) => {
      withMarathi(manifest);
    });
    await writeCopy(dir, "mr", JSON.parse(await readFile(MARATHI, "utf8")));
    const { resources } = await loadBrand("fixture", dir);
    expect(resources.mr?.translation["locale.name"]).toBe("मराठी");
    expect(resources.mr?.translation["page.breads.title"]).toBe("ब्रेड");
  });

  it("refuses a locale whose script no font face of its stacks draws, naming the brand, the locale, the script and a package", async () => {
    const dir = await brokenBrand((manifest) => {
      manifest.locales = ["en", "hi", "mr"];
    });
    await writeCopy(dir, "mr", JSON.parse(await readFile(MARATHI, "utf8")));
    const { message } = await loadError("fixture", dir);
    expect(message).toContain("Brand 'fixture' has copy in a script its fonts do not draw");
    expect(message).toContain(
      "  - locale 'mr' shows Devanagari text that no font face of its body (",
    );
    expect(message).toContain(
      'add a face from @fontsource-variable/noto-sans-devanagari with "locales": ["mr"] to theme.fontFaces and name its family in theme.localeTypography.mr.fonts',
    );
    expect(message).not.toContain("locale 'hi'");
    expect(message).not.toContain("locale 'en'");
  });

  it("counts the characters a face's file has when the face names no unicodeRange", async () => {
    const devanagari = await brokenBrand((manifest) => {
      const [face] = faces(manifest);
      if (face) delete face.unicodeRange;
    });
    await loadBrand("fixture", devanagari);
    const latin = await brokenBrand((manifest) => {
      const [face] = faces(manifest);
      if (!face) return;
      delete face.unicodeRange;
      face.src = "@fontsource-variable/archivo/files/archivo-latin-wght-normal.woff2";
    });
    const { message } = await loadError("fixture", latin);
    expect(message).toContain("locale 'hi' shows Devanagari text");
  });

  it("refuses a locale folder the manifest does not list", async () => {
    const dir = await brokenBrand((manifest) => {
      manifest.locales = ["en"];
      const theme = manifest.theme as Json;
      delete theme.localeTypography;
      delete theme.fontFaces;
    });
    const { message } = await loadError("fixture", dir);
    expect(message).toContain(
      `Brand 'fixture' has locale folders its manifest does not list: locales/hi/. Add them to "locales" (now en) or remove them.`,
    );
  });

  it("refuses a page under a locale's prefix", async () => {
    const dir = await brokenBrand((manifest) => {
      const pages = manifest.pages as Json[];
      if (pages[1]) pages[1].path = "/hi/breads";
    });
    const { message } = await loadError("fixture", dir);
    expect(message).toContain(
      "page '/hi/breads', field 'path': '/hi/breads' starts with the locale 'hi', whose pages live under /hi",
    );
  });

  it("refuses a nested (non-flat) locale file", async () => {
    const dir = await brokenBrand((_manifest, copy) => {
      copy.nav = { home: "Home" };
    });
    expect((await loadError("fixture", dir)).message).toContain("flat dotted keys");
  });

  it("refuses an asset that is not in the brand folder", async () => {
    const dir = await brokenBrand((manifest) => {
      manifest.icon = "assets/missing.svg";
    });
    const { message } = await loadError("fixture", dir);
    expect(message).toContain("field 'icon' names assets/missing.svg");
  });

  it("names a font face's malformed unicode-range and the forms it accepts", async () => {
    const dir = await brokenBrand((manifest) => {
      const theme = manifest.theme as Json;
      theme.fontFaces = [
        {
          family: "Archivo",
          src: "@fontsource-variable/archivo/files/archivo-latin-wght-normal.woff2",
          weight: "100 900",
          unicodeRange: "U+0000-00FF, U+00FF-0041",
        },
      ];
    });
    const { message } = await loadError("fixture", dir);
    expect(message).toContain("field 'theme.fontFaces.0.unicodeRange'");
    expect(message).toContain("'U+00FF-0041' is not a unicode-range token");
    expect(message).toContain("expected U+20B9, U+0000-00FF or U+4??");
  });

  it("names a locale's fonts or a face's locales outside the manifest's locales, and a narrowToCopy face without a range", async () => {
    const dir = await brokenBrand((manifest) => {
      const theme = manifest.theme as Json;
      theme.localeTypography = { ta: { fonts: { body: "'Noto Sans Devanagari', sans-serif" } } };
      theme.fontFaces = [
        {
          family: "Noto Sans Devanagari",
          src: "@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2",
          weight: "400 800",
          locales: ["ta"],
          narrowToCopy: true,
        },
      ];
    });
    const { message } = await loadError("fixture", dir);
    expect(message).toContain(
      "field 'theme.localeTypography.ta': 'ta' is not one of the manifest's locales (en",
    );
    expect(message).toContain(
      "field 'theme.fontFaces.0.locales': 'ta' is not one of the manifest's locales (en",
    );
    expect(message).toContain(
      "field 'theme.fontFaces.0.narrowToCopy': needs a unicodeRange to narrow",
    );
  });

  it("names a face cut to the locales' names without a range, or cut to its copy too", async () => {
    const dir = await brokenBrand((manifest) => {
      const face = {
        family: "Noto Sans Devanagari Names",
        src: "@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2",
        weight: "500",
        preload: false,
      };
      (manifest.theme as Json).fontFaces = [
        { ...face, narrowToLocaleNames: true },
        { ...face, unicodeRange: "U+0900-097F", narrowToCopy: true, narrowToLocaleNames: true },
      ];
    });
    const { message } = await loadError("fixture", dir);
    expect(message).toContain(
      "field 'theme.fontFaces.0.narrowToLocaleNames': needs a unicodeRange to narrow",
    );
    expect(message).toContain(
      "field 'theme.fontFaces.1.narrowToLocaleNames': a face is cut to its copy (narrowToCopy) or to the locales' names, not both",
    );
  });

  it("names an address's locale form for a locale outside the manifest's or for the default one", async () => {
    const dir = await brokenBrand((manifest) => {
      const contact = manifest.contact as Json;
      contact.addressByLocale = { hi: ["1 टेस्ट लेन"], ta: ["1 டெஸ்ட் லேன்"] };
      contact.offices = [
        {
          label: "office.main",
          address: ["1 Test Lane"],
          addressByLocale: { en: ["1 Test Lane"] },
          phone: "+44 20 7946 0000",
          email: "office@fixture.example",
        },
      ];
    });
    const { message } = await loadError("fixture", dir);
    expect(message).toContain(
      "field 'contact.addressByLocale.ta': 'ta' is not one of the manifest's locales (en",
    );
    expect(message).toContain(
      "field 'contact.offices.0.addressByLocale.en': 'en' is the default locale, whose pages show 'address'",
    );
    expect(message).not.toContain("contact.addressByLocale.hi");
  });

  it("lists a missing asset's path for a script that will create it (requireAssets: false)", async () => {
    const dir = await brokenBrand((manifest) => {
      manifest.shareImage = { src: "assets/share.png", width: 1200, height: 630 };
    });
    await loadError("fixture", dir);
    const brand = await loadBrand("fixture", dir, { requireAssets: false });
    expect(brand.assetFiles.get("assets/share.png")).toBe(
      path.join(dir, "fixture", "assets", "share.png"),
    );
  });
});
