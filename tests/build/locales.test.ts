import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LoadedBrand, listBrands, loadBrand } from "../../scripts/brand/brandLoader";
import type { BrandBuild } from "../../scripts/siteBuild/buildBrand";
import { routeFile } from "../../scripts/siteBuild/prerender/prerender";
import { copyVariables } from "../../src/brand/copyVariables";
import { priceKey } from "../../src/brand/priceCopy";
import { createI18n } from "../../src/i18n/createI18n";
import { localePath } from "../../src/i18n/localePath";
import { FIXTURE_BRANDS_DIR } from "../support/brands";
import { sharedBuild } from "../support/builtSite";

/** The few entities React and our escaping write into attributes and text. */
const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The `<link rel="alternate">` of a document: hreflang → href. */
const alternatesOf = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map(
      (match) => [match[1], match[2]],
    ),
  );

/** One page in one locale of a built brand. */
interface Route {
  locale: string;
  key: string;
  path: string;
  address: string;
}

const routesOf = (brand: LoadedBrand): Route[] =>
  brand.manifest.locales.flatMap((locale) =>
    brand.manifest.pages.map((page) => ({
      locale,
      key: page.key,
      path: page.path,
      address: localePath(brand.manifest, locale, page.path),
    })),
  );

const brands = await listBrands();
const built = new Map<string, { brand: LoadedBrand; build: BrandBuild }>();
beforeAll(async () => {
  for (const id of brands) {
    built.set(id, { brand: await loadBrand(id), build: await sharedBuild(id) });
  }
});

const site = (id: string) => {
  const entry = built.get(id);
  if (!entry) throw new Error(`${id} was not built`);
  return entry;
};

/** The address of `pagePath` in every locale of the brand, and `x-default`: the default locale's. */
function alternatesFor(manifest: LoadedBrand["manifest"], pagePath: string) {
  const url = (locale: string) => `${manifest.siteUrl}${localePath(manifest, locale, pagePath)}`;
  return {
    ...Object.fromEntries(manifest.locales.map((locale) => [locale, url(locale)])),
    "x-default": url(manifest.defaultLocale),
  };
}

describe.each(brands)("the %s build in every locale", (id) => {
  it("prerenders every page in every locale in its language, with its own head", async () => {
    const { brand, build } = site(id);
    const routes = routesOf(brand);
    expect(brand.manifest.locales.length).toBeGreaterThan(1);
    expect(build.routes).toEqual(routes.map((route) => route.address));
    for (const route of routes) {
      const html = await readFile(routeFile(build.outDir, route.address), "utf8");
      const { t } = createI18n(
        brand.resources,
        route.locale,
        copyVariables(brand.manifest, route.locale),
      );
      const where = `${route.address}`;
      expect(html, where).toContain(`<html lang="${route.locale}">`);
      const title = decode(/<title>([^<]+)<\/title>/.exec(html)?.[1] ?? "");
      expect(title, where).toContain(t(`${route.key}.title`));
      const description = t(`${route.key}.description`);
      expect(decode(html), where).toContain(`<meta name="description" content="${description}"/>`);
      expect(decode(html), where).toContain(`<meta property="og:title" content="${title}"/>`);
      expect(decode(html), where).toContain(`<meta name="twitter:title" content="${title}"/>`);
      expect(decode(html), where).toContain(
        `<meta property="og:description" content="${description}"/>`,
      );
      expect(html, where).toContain(
        `<meta property="og:locale" content="${route.locale}_${brand.manifest.country}"/>`,
      );
      const canonical = `${brand.manifest.siteUrl}${route.address}`;
      expect(html, where).toContain(`<link rel="canonical" href="${canonical}"/>`);
      expect(html, where).toContain(`<meta property="og:url" content="${canonical}"/>`);
      // The skip link is the first text of the body: the chrome is in the route's language too.
      expect(html, where).toContain(`>${t("a11y.skipToContent")}</a>`);
    }
  });

  it("holds Hindi text in every Hindi page before any script runs", async () => {
    const { brand, build } = site(id);
    for (const route of routesOf(brand).filter((entry) => entry.locale === "hi")) {
      const html = await readFile(routeFile(build.outDir, route.address), "utf8");
      const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "";
      const devanagari = main.replace(/<[^>]+>/g, " ").match(/[\u0900-\u097F]+/g) ?? [];
      expect(devanagari.length, route.address).toBeGreaterThan(10);
    }
  });

  it("shows every address in its Hindi form on the Hindi pages, and in English on the English pages and in the JSON-LD", async () => {
    const { brand, build } = site(id);
    const { contact } = brand.manifest;
    const places = [contact, ...(contact.offices ?? [])];
    const read = (address: string) => readFile(routeFile(build.outDir, address), "utf8");
    for (const route of routesOf(brand)) {
      // The page's body without its scripts' data: what a visitor reads.
      const body = /<body[\s\S]*<\/body>/.exec(await read(route.address))?.[0] ?? "";
      const visible = body.replace(/<script[\s\S]*?<\/script>/g, "");
      const text = decode(visible.replace(/<[^>]+>/g, "\n"));
      // The footer shows the company's address on every page.
      const lines = route.locale === "hi" ? (contact.addressByLocale?.hi ?? []) : contact.address;
      expect(lines.length, route.address).toBeGreaterThan(0);
      for (const line of lines) expect(text, route.address).toContain(line);
      for (const place of places) {
        const other = route.locale === "hi" ? place.address : (place.addressByLocale?.hi ?? []);
        for (const line of other) expect(text, route.address).not.toContain(line);
      }
    }
    for (const locale of ["en", "hi"]) {
      const home = await read(localePath(brand.manifest, locale, "/"));
      const blocks = [...home.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)];
      const streets = blocks.flatMap(([, json = ""]) =>
        [...json.matchAll(/"streetAddress":"([^"]*)"/g)].map(([, street]) => street),
      );
      expect(streets, locale).toEqual(places.map((place) => place.address.join(", ")));
    }
  });

  it("links every page to itself in every language, and the languages to each other", async () => {
    const { brand, build } = site(id);
    for (const route of routesOf(brand)) {
      const html = await readFile(routeFile(build.outDir, route.address), "utf8");
      expect(alternatesOf(html), route.address).toEqual(alternatesFor(brand.manifest, route.path));
      // Reciprocal: the page each alternate names names this one back.
      for (const locale of brand.manifest.locales) {
        const other = await readFile(
          routeFile(build.outDir, localePath(brand.manifest, locale, route.path)),
          "utf8",
        );
        expect(alternatesOf(other)[route.locale]).toBe(`${brand.manifest.siteUrl}${route.address}`);
      }
    }
  });

  it("lists every page in every language in sitemap.xml, each with its alternates", async () => {
    const { brand, build } = site(id);
    const xml = await readFile(path.join(build.outDir, "sitemap.xml"), "utf8");
    const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>([\s\S]*?)<\/url>/g)];
    const url = (address: string) => `${brand.manifest.siteUrl}${address}`;
    expect(entries.map((entry) => entry[1])).toEqual(
      routesOf(brand).map((route) => url(route.address)),
    );
    for (const [, loc, links] of entries) {
      const route = routesOf(brand).find((entry) => url(entry.address) === loc);
      const alternates = Object.fromEntries(
        [
          ...(links ?? "").matchAll(
            /<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g,
          ),
        ].map((match) => [match[1], match[2]]),
      );
      expect(alternates, loc).toEqual(alternatesFor(brand.manifest, route?.path ?? ""));
    }
  });

  it("writes a web app manifest per language and links each page to its own", async () => {
    const { brand, build } = site(id);
    for (const locale of brand.manifest.locales) {
      const file = localePath(brand.manifest, locale, "/manifest.webmanifest");
      const webManifest = JSON.parse(await readFile(path.join(build.outDir, file), "utf8"));
      const { t } = createI18n(brand.resources, locale, copyVariables(brand.manifest, locale));
      expect(webManifest).toMatchObject({
        lang: locale,
        start_url: localePath(brand.manifest, locale, "/"),
        description: t("page.home.description"),
      });
      const home = await readFile(
        routeFile(build.outDir, localePath(brand.manifest, locale, "/")),
        "utf8",
      );
      expect(home).toContain(`<link rel="manifest" href="${file}"/>`);
    }
  });

  it("keeps a page's links in its own language, but for the language switch", async () => {
    const { brand, build } = site(id);
    const { manifest } = brand;
    for (const route of routesOf(brand).filter(
      (entry) => entry.locale !== manifest.defaultLocale,
    )) {
      const html = await readFile(routeFile(build.outDir, route.address), "utf8");
      // Page links: not the built files a gallery links to (`/assets/…`).
      const links = [...html.matchAll(/<a ([^>]*)href="(\/(?!assets\/)[^"]*)"/g)];
      expect(links.length, route.address).toBeGreaterThan(3);
      const own = new RegExp(`^/${route.locale}(/|#|\\?|$)`);
      for (const [, attributes, href] of links) {
        const switchTo = /hrefLang="([^"]+)"/.exec(attributes ?? "")?.[1];
        if (switchTo) {
          expect(href).toBe(localePath(manifest, switchTo, route.path));
          expect(attributes).toContain(`lang="${switchTo}"`);
        } else expect(href, `${route.address}: ${href}`).toMatch(own);
      }
      // The default locale's page links here under the locale's own name.
      const name = brand.resources[route.locale]?.translation["locale.name"];
      const home = await readFile(routeFile(build.outDir, route.path), "utf8");
      expect(home).toContain(
        `<a lang="${route.locale}" hrefLang="${route.locale}" href="${route.address}">${name}</a>`,
      );
    }
  });

  it("keeps the fragment targets of every page in every language", async () => {
    const { brand, build } = site(id);
    const { manifest } = brand;
    for (const route of routesOf(brand).filter(
      (entry) => entry.locale !== manifest.defaultLocale,
    )) {
      // Fragment targets are the body's: the head's ids are the build's (a Hindi page's own fonts).
      const ids = (html: string) =>
        [...html.slice(html.indexOf("<body")).matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
      const translated = await readFile(routeFile(build.outDir, route.address), "utf8");
      const original = await readFile(routeFile(build.outDir, route.path), "utf8");
      // React's own ids (`_R_…`) differ with the text; every other id is the manifest's.
      const named = (html: string) => ids(html).filter((name) => !name?.startsWith("_"));
      expect(named(translated), route.address).toEqual(named(original));
    }
  });
});

describe("prices", () => {
  it("are written with Indian grouping in every language of the health-care site", async () => {
    const { brand, build } = site("healthcare");
    for (const locale of brand.manifest.locales) {
      const copy = brand.resources[locale]?.translation ?? {};
      expect(copy[priceKey("INR", 1649)]).toBe("₹1,649");
      const html = await readFile(
        routeFile(build.outDir, localePath(brand.manifest, locale, "/")),
        "utf8",
      );
      expect(html, locale).toContain(">₹1,649<");
    }
  });
});

describe("a third locale (Marathi) added to the fixture brand as data", () => {
  let brandsDir = "";
  let build: BrandBuild;
  let brand: LoadedBrand;
  beforeAll(async () => {
    // Exactly what docs/extending.md asks of a new locale: one copy file in the brand, the
    // locale in the manifest's locales, and in its Devanagari faces' locales and typography (the
    // Hindi entry's); nothing under src/.
    brandsDir = await mkdtemp(path.join(os.tmpdir(), "third-locale-"));
    const dir = path.join(brandsDir, "fixture");
    await cp(path.join(FIXTURE_BRANDS_DIR, "fixture"), dir, { recursive: true });
    await mkdir(path.join(dir, "locales", "mr"));
    await cp(
      path.resolve(FIXTURE_BRANDS_DIR, "../locales/mr/translation.json"),
      path.join(dir, "locales", "mr", "translation.json"),
    );
    const manifestFile = path.join(dir, "manifest.json");
    const manifest = JSON.parse(await readFile(manifestFile, "utf8"));
    const { theme } = manifest;
    await writeFile(
      manifestFile,
      JSON.stringify({
        ...manifest,
        locales: ["en", "hi", "mr"],
        theme: {
          ...theme,
          fontFaces: theme.fontFaces.map((face: { locales: string[] }) => ({
            ...face,
            locales: [...face.locales, "mr"],
          })),
          localeTypography: { ...theme.localeTypography, mr: theme.localeTypography.hi },
        },
      }),
    );
    brand = await loadBrand("fixture", brandsDir);
    build = await sharedBuild("fixture", brandsDir);
  });
  afterAll(async () => {
    if (brandsDir) await rm(brandsDir, { recursive: true, force: true });
  });

  it("prerenders its pages under /mr in Marathi, linked with the other languages", async () => {
    expect(build.routes).toEqual(routesOf(brand).map((route) => route.address));
    const html = await readFile(routeFile(build.outDir, "/mr/breads"), "utf8");
    expect(html).toContain('<html lang="mr">');
    expect(html).toContain("<title>ब्रेड | Fixture Bakery</title>");
    expect(html).toContain("<h1>आमच्या फिक्स्चर ब्रेड</h1>");
    expect(html).toContain(">मुख्य मजकुराकडे जा</a>");
    expect(alternatesOf(html)).toEqual({
      en: "https://fixture.example/breads",
      hi: "https://fixture.example/hi/breads",
      mr: "https://fixture.example/mr/breads",
      "x-default": "https://fixture.example/breads",
    });
    // Its switch offers the two other languages, each under its own name.
    expect(html).toContain('<a lang="en" hrefLang="en" href="/breads">English</a>');
    expect(html).toContain('<a lang="hi" hrefLang="hi" href="/hi/breads">हिन्दी</a>');
    const english = await readFile(routeFile(build.outDir, "/breads"), "utf8");
    expect(english).toContain('<a lang="mr" hrefLang="mr" href="/mr/breads">मराठी</a>');
  });
});
