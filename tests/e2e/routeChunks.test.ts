import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { type LoadedBrand, listBrands, loadBrand } from "../../scripts/brand/brandLoader";
import { sectionChunkTypes } from "../../scripts/siteBuild/plugins/sectionModules";
import { APP_MODULES_ID } from "../../src/app/preloadModules";
import { pageSectionTypes } from "../../src/brand/splitBrand";
import { localePath } from "../../src/i18n/localePath";
import { PAGE_LOAD_TIMEOUT_MS } from "../../src/router/pageLoadTimeout";
import { recordErrors } from "../support/pageErrors";
import { openSettled } from "../support/settledPage";
import { type SiteFixture, sitesFixture } from "../support/siteFixture";

const BRANDS = await listBrands();
const sites = sitesFixture(BRANDS);
const built = new Map<string, { site: SiteFixture; brand: LoadedBrand; chunks: BuiltChunks }>();

/** Escapes `text` for a regular expression. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Whether a built script holds the copy string `key` with `value` (quoted as the minifier quotes it). */
const holdsCopy = (text: string, key: string, value: string) =>
  new RegExp(`"${literal(key)}":["'\`]${literal(value)}["'\`]`).test(text);

/** Which built script is which page's data, which locale's chrome copy and which section type's component. */
interface BuiltChunks {
  /** `<locale>/<page key>` → its chunk's path (`/assets/page-1a2b.js`). */
  pages: Map<string, string>;
  /** Locale → the path of its chrome copy's chunk. */
  copy: Map<string, string>;
  /** Chunk path → the section types whose components it holds. */
  sections: Map<string, string[]>;
  /** Chunk path → its text. */
  texts: Map<string, string>;
}

/**
 * Finds each page's chunk in each locale by what only it holds (its own title's copy key, which
 * tests/unit/brand/splitBrand.test.tsx keeps out of every other page's chunk, with that locale's
 * title), each locale's chrome copy by its skip link's text, and each section component's chunk
 * by its name (`HeroSection-1a2b.js`, after `src/sections/hero/HeroSection.tsx`;
 * `EnquirySection_OfficesSection-1a2b.js` for the types that share one).
 */
async function builtChunks(outDir: string, brand: LoadedBrand): Promise<BuiltChunks> {
  const dir = path.join(outDir, "assets");
  const scripts = (await readdir(dir)).filter((file) => file.endsWith(".js"));
  const texts = new Map(
    await Promise.all(
      scripts.map(
        async (file) => [`/assets/${file}`, await readFile(path.join(dir, file), "utf8")] as const,
      ),
    ),
  );
  const only = (what: string, holds: (text: string) => boolean) => {
    const holders = [...texts].filter(([, text]) => holds(text));
    expect(
      holders.map(([file]) => file),
      what,
    ).toHaveLength(1);
    return holders[0]?.[0] ?? "";
  };
  const pages = new Map<string, string>();
  const copy = new Map<string, string>();
  for (const locale of brand.manifest.locales) {
    const strings = brand.resources[locale]?.translation ?? {};
    for (const page of brand.manifest.pages) {
      const title = String(strings[`${page.key}.title`]);
      const file = only(`${locale}/${page.key}`, (text) =>
        holdsCopy(text, `${page.key}.title`, title),
      );
      pages.set(`${locale}/${page.key}`, file);
    }
    const skip = String(strings["a11y.skipToContent"]);
    copy.set(
      locale,
      only(`${locale} copy`, (text) => text.includes(skip)),
    );
  }
  const sections = new Map<string, string[]>();
  for (const file of texts.keys()) {
    const types = sectionChunkTypes(path.basename(file));
    if (types.length > 0) sections.set(file, types);
  }
  return { pages, copy, sections, texts };
}

beforeAll(async () => {
  for (const id of BRANDS) {
    const site = sites.site(id);
    const brand = await loadBrand(id);
    built.set(id, { site, brand, chunks: await builtChunks(site.build.outDir, brand) });
  }
});

function siteOf(id: string) {
  const entry = built.get(id);
  if (!entry) throw new Error(`${id} was not built`);
  return entry;
}

/**
 * A fresh page recording the path of every script it fetches and every error it reports. Without
 * the site's service worker: its precache fetches every chunk by design (tests/e2e/offline.test.ts
 * tests it), and it would answer a chunk a test drops with `page.route` from that cache.
 */
async function openPage() {
  const context = await sites.newContext();
  const page: Page = await context.newPage();
  const scripts: string[] = [];
  const errors = recordErrors(page, { failedLoads: true });
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return { page, scripts, errors, close: () => context.close() };
}

describe.each(BRANDS)("%s route chunks", async (id) => {
  it.each((await loadBrand(id)).manifest.locales)(
    "loads on each route in %s its own page chunk and its section types' components, nothing of another route's or language's",
    async (locale) => {
      const { site, brand, chunks } = siteOf(id);
      const { manifest } = brand;
      for (const entry of manifest.pages) {
        const address = localePath(manifest, locale, entry.path);
        const strings = brand.resources[locale]?.translation ?? {};
        const { page, scripts, errors, close } = await openPage();
        const pageChunk = chunks.pages.get(`${locale}/${entry.key}`);
        // The app chunk (which holds the router) is held back until the page's chunk has been
        // asked for: only the entry, listing the page's modules as the page is shown, can ask
        // for it then. Were it left to the router, the app would never arrive and the page never
        // hydrate. (Comparing the two requests' times instead raced the browser's six
        // connections to the host on a loaded machine.)
        let askedForPageChunk = false;
        let releaseApp = () => {};
        const pageChunkAsked = new Promise<void>((resolve) => {
          releaseApp = resolve;
        });
        page.on("request", (request) => {
          if (new URL(request.url()).pathname !== pageChunk) return;
          askedForPageChunk = true;
          releaseApp();
        });
        await page.route(/\/hydrateApp-[^/]+\.js$/, async (route) => {
          await pageChunkAsked;
          await route.continue();
        });
        await openSettled(page, `${site.url}${address}`);
        expect(askedForPageChunk, address).toBe(true);
        const pageChunks = [...chunks.pages].filter(([, file]) => scripts.includes(file));
        expect(
          pageChunks.map(([key]) => key),
          address,
        ).toEqual([`${locale}/${entry.key}`]);
        const copyChunks = [...chunks.copy].filter(([, file]) => scripts.includes(file));
        expect(
          copyChunks.map(([key]) => key),
          address,
        ).toEqual([locale]);
        const types = [...new Set(scripts.flatMap((file) => chunks.sections.get(file) ?? []))];
        expect(types.sort(), address).toEqual(pageSectionTypes(entry).sort());
        // No script it ran holds a copy string of another language: not the page's title or
        // description, not the chrome's.
        const ran = scripts.map((file) => chunks.texts.get(file) ?? "").join("\n");
        for (const other of manifest.locales.filter((candidate) => candidate !== locale)) {
          const theirs = brand.resources[other]?.translation ?? {};
          for (const key of [
            `${entry.key}.title`,
            `${entry.key}.description`,
            "a11y.skipToContent",
          ]) {
            const text = String(theirs[key]);
            expect(holdsCopy(ran, key, text), `${address}: ${text}`).toBe(false);
          }
        }
        expect(holdsCopy(ran, `${entry.key}.title`, String(strings[`${entry.key}.title`]))).toBe(
          true,
        );
        // Nor the offline page's copy: only the prerender shows that page (the service worker
        // serves it without the app's scripts).
        expect(holdsCopy(ran, "offline.heading", String(strings["offline.heading"])), address).toBe(
          false,
        );
        // The prerendered page lists them, and the entry asks for them together with the app's
        // own chunk as the page is shown, rather than once the app has started its router.
        const listed: unknown = JSON.parse(
          (await page.locator(`script#${APP_MODULES_ID}`).textContent()) ?? "[]",
        );
        expect(listed, address).toContain(pageChunk);
        expect(listed, address).toContain(chunks.copy.get(locale));
        expect(errors, address).toEqual([]);
        await close();
      }
    },
    90_000,
  );

  it("preloads a route's chunks on intent and navigates to it by a click", async () => {
    const { site, brand, chunks } = siteOf(id);
    const home = brand.manifest.pages.find((entry) => entry.path === "/");
    const target = brand.manifest.pages.find(
      (entry) =>
        entry.path !== "/" &&
        pageSectionTypes(entry).some((type) => !home || !pageSectionTypes(home).includes(type)),
    );
    if (!home || !target)
      throw new Error(`${id} needs a home page and another with its own section type`);
    const { page, scripts, errors, close } = await openPage();
    await openSettled(page, `${site.url}/`);
    const targetChunk = chunks.pages.get(`${brand.manifest.defaultLocale}/${target.key}`) ?? "";
    expect(scripts).not.toContain(targetChunk);
    const link = page.locator(`a[href="${target.path}"]:visible`).first();
    await link.hover();
    await expect.poll(() => scripts.includes(targetChunk)).toBe(true);
    await link.click();
    await page.locator(`main [data-page="${target.key}"] h1`).waitFor();
    const title = brand.resources[brand.manifest.defaultLocale]?.translation[`${target.key}.title`];
    expect(await page.title()).toContain(title);
    const types = [...new Set(scripts.flatMap((file) => chunks.sections.get(file) ?? []))];
    for (const type of pageSectionTypes(target)) expect(types).toContain(type);
    expect(errors).toEqual([]);
    await close();
  });
});

describe("a route whose chunk does not arrive", () => {
  /** Engineering's home and the page behind its header's About link. */
  function aboutPage() {
    const { site, brand, chunks } = siteOf("engineering");
    const about = brand.manifest.pages.find((entry) => entry.path === "/about");
    const chunk = about && chunks.pages.get(`${brand.manifest.defaultLocale}/${about.key}`);
    if (!about || !chunk) throw new Error("engineering has no /about page chunk");
    const strings = brand.resources[brand.manifest.defaultLocale]?.translation ?? {};
    return { site, about, chunk, strings };
  }

  it.each(["dropped", "stalled"])(
    "shows a way to try again when it is %s on a click, which loads the page afresh",
    async (failure) => {
      const { site, about, chunk, strings } = aboutPage();
      const { page, close } = await openPage();
      // The loader's limit runs on a clock the test moves instead of waiting it out.
      await page.clock.install();
      const held: Array<{ abort: () => Promise<void> }> = [];
      await page.route(`**${chunk}*`, (route) =>
        failure === "dropped" ? route.abort("connectionreset") : void held.push(route),
      );
      await openSettled(page, `${site.url}/`);
      await page.locator('header a[href="/about"]').click();
      const alert = page.getByRole("alert");
      // A stalled chunk gives up at the loader's limit, not before.
      if (failure === "stalled") {
        await page.clock.fastForward(PAGE_LOAD_TIMEOUT_MS - 1000);
        expect(await alert.count()).toBe(0);
        await page.clock.fastForward(1000);
      }
      await alert.waitFor();
      expect(await alert.textContent()).toContain(strings["pageLoad.heading"]);
      await page.unroute(`**${chunk}*`);
      for (const route of held) await route.abort().catch(() => undefined);
      await alert.getByRole("link").click();
      await page.locator(`main [data-page="${about.key}"] h1`).waitFor();
      expect(new URL(page.url()).pathname).toBe("/about");
      await close();
    },
  );

  it("leaves the prerendered page readable when it fails on the first load", async () => {
    const { site, about, chunk } = aboutPage();
    const { page, errors, close } = await openPage();
    await page.route(`**${chunk}*`, (route) => route.abort("connectionreset"));
    const warned = page.waitForEvent("console", (message) => message.type() === "warning");
    await page.goto(`${site.url}/about`, { waitUntil: "load" });
    await warned;
    await page.locator(`main [data-page="${about.key}"] h1`).waitFor();
    expect(await page.getByRole("alert").count()).toBe(0);
    expect(errors.filter((error) => !error.startsWith("Failed to load resource"))).toEqual([]);
    await close();
  });
});
