import path from "node:path";
import { createMemoryHistory } from "@tanstack/react-router";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type LoadedBrand, loadBrand } from "../../../scripts/brand/brandLoader";
import {
  IMAGE_CACHE_DIR,
  measureImagesLazily,
  RASTER_IMAGE,
  VECTOR_IMAGE,
} from "../../../scripts/siteBuild/images/responsiveImages";
import { App } from "../../../src/app/App";
import type { BrandImage } from "../../../src/brand/brandImage";
import { copyVariables } from "../../../src/brand/copyVariables";
import { LOCALE_NAME_KEY, siteManifest, splitBrand } from "../../../src/brand/splitBrand";
import type { LocaleResources } from "../../../src/i18n/createI18n";
import { createLocaleI18n } from "../../../src/i18n/localeI18n";
import { localePath, splitLocalePath } from "../../../src/i18n/localePath";
import { createAppRouter } from "../../../src/router/createAppRouter";
import { pageHead } from "../../../src/seo/pageHead";
import { FIXTURE_BRANDS_DIR } from "../../support/brands";
import { copyLoaderOf, pageLoaderOf } from "../../support/pageLoader";

const BRANDS = [
  { id: "engineering", brandsDir: undefined },
  { id: "healthcare", brandsDir: undefined },
  { id: "fixture", brandsDir: FIXTURE_BRANDS_DIR },
];

/**
 * Every asset with a URL, and every image with its real size and variants (as a build has them;
 * rendering needs their names, not their files, so none is encoded).
 */
async function assetTable(brand: LoadedBrand) {
  const files = [...brand.assetFiles.entries()];
  const { images: measured } = await measureImagesLazily(
    files
      .map(([, file]) => file)
      .filter((file) => RASTER_IMAGE.test(file) || VECTOR_IMAGE.test(file)),
    IMAGE_CACHE_DIR,
  );
  const images: Record<string, BrandImage> = {};
  for (const [name, file] of files) {
    const image = measured.get(file);
    if (!image) continue;
    const widths = [...new Set(image.variants.map((variant) => variant.width))];
    images[name] = {
      width: image.width,
      height: image.height,
      variants: image.stem ? { stem: `/built/${path.basename(image.stem)}`, widths } : undefined,
    };
  }
  return { assets: Object.fromEntries(files.map(([name]) => [name, `/built/${name}`])), images };
}

/** A brand, its assets as a build has them, and its split. */
async function loadAndSplit(id: string, brandsDir: string | undefined) {
  const brand = await loadBrand(id, brandsDir);
  const table = await assetTable(brand);
  return { brand, table, split: splitBrand(brand.manifest, brand.resources, table) };
}

/**
 * Renders `path` through the app's router (its loaders included) with `resources` and `table`
 * shared, and `chunkOf` giving each page's chunk; returns the HTML and the document title.
 */
async function renderRoute(
  brand: LoadedBrand,
  path: string,
  resources: LocaleResources,
  table: { assets: Record<string, string>; images: Record<string, BrandImage> },
  chunkOf: ReturnType<typeof splitBrand<BrandImage>>["pages"],
) {
  const manifest = siteManifest(brand.manifest, brand.resources);
  const i18n = createLocaleI18n((locale) => copyVariables(manifest, locale));
  const router = createAppRouter(manifest, createMemoryHistory({ initialEntries: [path] }), i18n, {
    loadPage: pageLoaderOf(chunkOf),
    loadCopy: copyLoaderOf(resources),
  });
  await router.load();
  const assetUrl = (asset: string) => {
    const url = table.assets[asset];
    if (url === undefined) throw new Error(`${asset} is not in the shared assets`);
    return url;
  };
  const html = renderToString(
    <App brand={{ manifest, assetUrl, images: table.images }} router={router} />,
  );
  const { locale, path: pagePath } = splitLocalePath(manifest, path);
  const page = manifest.pages.find((entry) => entry.path === pagePath) ?? null;
  return { html, title: pageHead(manifest, i18n(locale).t, locale, page).title };
}

describe("splitBrand", () => {
  it.each(BRANDS)(
    "gives every $id route in every locale, in its shared part and its own chunk, all it renders",
    async ({ id, brandsDir }) => {
      const { brand, table, split } = await loadAndSplit(id, brandsDir);
      // The whole brand as one: every page's chunk holds only its page, all else is shared.
      const whole = new Map(
        brand.manifest.pages.map((page) => [
          page.key,
          { page, resources: {}, assets: {}, images: {} },
        ]),
      );
      const { manifest } = brand;
      const paths = manifest.locales.flatMap((locale) =>
        [...manifest.pages.map((page) => page.path), "/no-such-page"].map((path) =>
          localePath(manifest, locale, path),
        ),
      );
      for (const path of paths) {
        const expected = await renderRoute(brand, path, brand.resources, table, whole);
        const actual = await renderRoute(brand, path, split.resources, split, split.pages);
        expect(actual.title, path).toBe(expected.title);
        // Where they part, so a failure reads in one line rather than two pages of HTML.
        const at = [...expected.html].findIndex((char, index) => actual.html[index] !== char);
        expect(actual.html.slice(at - 200, at + 200), path).toBe(
          expected.html.slice(at - 200, at + 200),
        );
        expect(actual.html.length, path).toBe(expected.html.length);
      }
    },
  );

  it.each(BRANDS)(
    "ships no $id page's copy or images in another page's chunk or the shared part",
    async ({ id, brandsDir }) => {
      const { brand, split } = await loadAndSplit(id, brandsDir);
      for (const locale of brand.manifest.locales) {
        const shared = Object.keys(split.resources[locale]?.translation ?? {});
        for (const page of brand.manifest.pages) {
          const chunk = split.pages.get(page.key);
          const own = Object.keys(chunk?.resources[locale]?.translation ?? {});
          // The page's head is in its own chunk, not in the shared part or in another page's.
          expect(own, page.key).toContain(`${page.key}.title`);
          expect(shared, page.key).not.toContain(`${page.key}.title`);
          for (const other of brand.manifest.pages.filter((candidate) => candidate !== page)) {
            const theirs = split.pages.get(other.key)?.resources[locale]?.translation ?? {};
            expect(Object.keys(theirs), `${other.key} holds ${page.key}'s title`).not.toContain(
              `${page.key}.title`,
            );
          }
        }
        // A section's copy rides with its page, under an undotted section key (`privacy`) too,
        // unless the chrome names it as well (a service's name in the header's menu).
        const chrome = JSON.stringify({ ...brand.manifest, pages: [] });
        for (const section of brand.manifest.pages.flatMap((page) => page.sections)) {
          const under = shared.filter(
            (key) => key.startsWith(`${section.key}.`) && !chrome.includes(JSON.stringify(key)),
          );
          expect(under, section.key).toEqual([]);
        }
        // What no page renders stays shared; what pages render is in the shared part only when
        // the chrome uses it too.
        const pageImages = new Set(
          [...split.pages.values()].flatMap((chunk) => Object.keys(chunk.images)),
        );
        for (const image of Object.keys(split.images))
          expect(pageImages.has(image), image).toBe(false);
      }
    },
  );

  it.each(BRANDS)(
    "gives every $id route each locale's own name, in the manifest rather than the copy",
    async ({ id, brandsDir }) => {
      const { brand, split } = await loadAndSplit(id, brandsDir);
      expect(split.manifest.localeNames).toEqual(
        Object.fromEntries(
          brand.manifest.locales.map((locale) => [
            locale,
            brand.resources[locale]?.translation[LOCALE_NAME_KEY],
          ]),
        ),
      );
      expect(split.manifest.localeNames.hi).toBe("हिन्दी");
      for (const locale of brand.manifest.locales) {
        expect(Object.keys(split.resources[locale]?.translation ?? {})).not.toContain(
          LOCALE_NAME_KEY,
        );
      }
    },
  );

  it.each(BRANDS)(
    "keeps $id's offline page's copy, which only the prerender shows, out of every browser chunk",
    async ({ id, brandsDir }) => {
      const { brand, split } = await loadAndSplit(id, brandsDir);
      for (const locale of brand.manifest.locales) {
        const all = Object.keys(brand.resources[locale]?.translation ?? {});
        const offline = all.filter((key) => key.startsWith("offline."));
        expect(offline, locale).toContain("offline.heading");
        expect(Object.keys(split.prerenderResources[locale]?.translation ?? {}), locale).toEqual(
          offline,
        );
        const browser = [
          split.resources,
          split.sendResources,
          split.subscriptionResources,
          ...[...split.pages.values()].map((chunk) => chunk.resources),
        ].flatMap((resources) => Object.keys(resources[locale]?.translation ?? {}));
        for (const key of offline) expect(browser, `${locale} ${key}`).not.toContain(key);
      }
    },
  );

  it.each([
    {
      id: "engineering",
      kept: "footer.mapTitle",
      left: ["subscribe.label", "footer.social.facebook"],
    },
    { id: "healthcare", kept: "subscribe.label", left: ["footer.mapTitle", "footer.openMap"] },
  ])(
    "leaves the copy of the footer variant $id does not use out of its shared part",
    async ({ id, kept, left }) => {
      const { brand, split } = await loadAndSplit(id, undefined);
      const all = Object.keys(brand.resources.en?.translation ?? {});
      const shared = Object.keys(split.resources.en?.translation ?? {});
      expect(shared).toContain(kept);
      for (const key of left) {
        expect(all).toContain(key);
        expect(shared).not.toContain(key);
      }
    },
  );

  it.each([
    {
      id: "engineering",
      send: ["form.toast.sent", "form.status.sent", "form.warning.fill", "form.fieldError.email"],
      kept: ["form.toast.notSent", "form.label.name"],
      subscription: [],
    },
    {
      id: "healthcare",
      send: ["subscribe.mail.subject", "subscribe.queued", "form.toast.sent"],
      kept: ["subscribe.invalid", "subscribe.error", "form.toast.notSent"],
      subscription: ["subscribe.link.heading", "subscribe.link.title"],
    },
  ])(
    "gives the forms' send copy and the subscription page's copy ($id) parts of their own, in no page's chunk and not shared",
    async ({ id, send, kept, subscription }) => {
      const { brand, split } = await loadAndSplit(id, undefined);
      for (const locale of brand.manifest.locales) {
        const shared = Object.keys(split.resources[locale]?.translation ?? {});
        const sent = Object.keys(split.sendResources[locale]?.translation ?? {});
        const page = Object.keys(split.subscriptionResources[locale]?.translation ?? {});
        const pages = brand.manifest.pages.map((entry) =>
          Object.keys(split.pages.get(entry.key)?.resources[locale]?.translation ?? {}),
        );
        expect(sent, locale).toEqual(expect.arrayContaining(send));
        expect(page.sort(), locale).toEqual(
          Object.keys(brand.resources[locale]?.translation ?? {})
            .filter((key) => subscription.length > 0 && key.startsWith("subscribe.link."))
            .sort(),
        );
        expect(page, locale).toEqual(expect.arrayContaining(subscription));
        // What shows at once stays with the page or the chrome: the labels, the send's error.
        for (const key of kept) {
          expect(sent, `${locale} ${key}`).not.toContain(key);
          expect([...shared, ...pages.flat()], `${locale} ${key}`).toContain(key);
        }
        for (const key of [...sent, ...page]) {
          expect(shared, `${locale} ${key}`).not.toContain(key);
          for (const own of pages) expect(own, `${locale} ${key}`).not.toContain(key);
        }
      }
    },
  );

  it.each([
    { id: "engineering", sharedNotice: false },
    { id: "healthcare", sharedNotice: true },
  ])(
    "shares the forms' notice copy only where the footer has a form ($id), else gives it to the pages with an enquiry form",
    async ({ id, sharedNotice }) => {
      const { brand, split } = await loadAndSplit(id, undefined);
      for (const locale of brand.manifest.locales) {
        const shared = Object.keys(split.resources[locale]?.translation ?? {});
        expect(shared.includes("notice.rights"), locale).toBe(sharedNotice);
        for (const page of brand.manifest.pages) {
          const own = Object.keys(split.pages.get(page.key)?.resources[locale]?.translation ?? {});
          const hasForm = page.sections.some((section) => section.type === "enquiry");
          // A shared key is in no page's chunk; otherwise exactly the form's pages hold it.
          expect(own.includes("notice.rights"), `${locale} ${page.key}`).toBe(
            !sharedNotice && hasForm,
          );
        }
      }
    },
  );
});
