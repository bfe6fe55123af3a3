import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { type LoadedBrand, loadBrand } from "../../scripts/build/brandLoader";
import { waitForHydration } from "../../scripts/lib/waitForHydration";
import { APP_MODULES_ID } from "../../src/app/preloadModules";
import { pageSectionTypes } from "../../src/brand/splitBrand";
import { type SiteFixture, sitesFixture } from "../support/siteFixture";

const BRANDS = ["engineering", "healthcare"];
const sites = sitesFixture(BRANDS);
const built = new Map<string, { site: SiteFixture; brand: LoadedBrand; chunks: BuiltChunks }>();

/** Which built script is which page's data and which section type's component. */
interface BuiltChunks {
  /** Page key → its chunk's path (`/assets/page-1a2b.js`). */
  pages: Map<string, string>;
  /** Chunk path → section type. */
  sections: Map<string, string>;
}

/**
 * Finds each page's chunk by what only it holds (its own title's copy key, which
 * tests/unit/brand/splitBrand.test.tsx keeps out of every other chunk) and each section
 * component's chunk by its name (`HeroSection-1a2b.js`, after `src/sections/hero/HeroSection.tsx`).
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
  const pages = new Map<string, string>();
  for (const page of brand.manifest.pages) {
    const holders = [...texts].filter(([, text]) => text.includes(`"${page.key}.title"`));
    expect(
      holders.map(([file]) => file),
      page.key,
    ).toHaveLength(1);
    pages.set(page.key, holders[0]?.[0] ?? "");
  }
  const sections = new Map<string, string>();
  for (const file of texts.keys()) {
    const name = /^\/assets\/([A-Z]\w*)Section-[\w-]+\.js$/.exec(file)?.[1];
    if (name) sections.set(file, `${name[0]?.toLowerCase()}${name.slice(1)}`);
  }
  return { pages, sections };
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

/** A fresh page recording the path of every script it fetches and every error it reports. */
async function openPage() {
  const context = await sites.browser.newContext();
  const page: Page = await context.newPage();
  const scripts: string[] = [];
  const errors: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return { page, scripts, errors, close: () => context.close() };
}

describe.each(BRANDS)("%s route chunks", (id) => {
  it("loads on each route its own page chunk and its section types' components, nothing of another route's", async () => {
    const { site, brand, chunks } = siteOf(id);
    for (const entry of brand.manifest.pages) {
      const { page, scripts, errors, close } = await openPage();
      await page.goto(`${site.url}${entry.path}`, { waitUntil: "networkidle" });
      await waitForHydration(page);
      await page.waitForLoadState("networkidle");
      const pageChunks = [...chunks.pages].filter(([, file]) => scripts.includes(file));
      expect(
        pageChunks.map(([key]) => key),
        entry.path,
      ).toEqual([entry.key]);
      const types = [...new Set(scripts.flatMap((file) => chunks.sections.get(file) ?? []))];
      expect(types.sort(), entry.path).toEqual(pageSectionTypes(entry).sort());
      // The prerendered page lists them, and the entry asks for them together with the app's
      // own chunk as the page is shown, rather than once the app has started its router.
      const listed: unknown = JSON.parse(
        (await page.locator(`script#${APP_MODULES_ID}`).textContent()) ?? "[]",
      );
      expect(listed, entry.path).toContain(chunks.pages.get(entry.key));
      const timings = await page.evaluate(() =>
        performance.getEntriesByType("resource").map((resource) => ({
          path: new URL(resource.name).pathname,
          start: resource.startTime,
          end: resource.responseEnd,
        })),
      );
      const pageChunk = timings.find((resource) => resource.path === chunks.pages.get(entry.key));
      const app = timings.find((resource) => /\/hydrateApp-[^/]+\.js$/.test(resource.path));
      // Asked for before the app chunk had even arrived (the router would ask only once it ran).
      expect(pageChunk?.start, entry.path).toBeLessThan(app?.end ?? Number.NaN);
      expect(errors, entry.path).toEqual([]);
      await close();
    }
  });

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
    await page.goto(`${site.url}/`, { waitUntil: "networkidle" });
    await waitForHydration(page);
    const targetChunk = chunks.pages.get(target.key) ?? "";
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
    const chunk = about && chunks.pages.get(about.key);
    if (!about || !chunk) throw new Error("engineering has no /about page chunk");
    const strings = brand.resources[brand.manifest.defaultLocale]?.translation ?? {};
    return { site, about, chunk, strings };
  }

  it.each(["dropped", "stalled"])(
    "shows a way to try again when it is %s on a click, which loads the page afresh",
    async (failure) => {
      const { site, about, chunk, strings } = aboutPage();
      const { page, close } = await openPage();
      const held: Array<{ abort: () => Promise<void> }> = [];
      await page.route(`**${chunk}*`, (route) =>
        failure === "dropped" ? route.abort("connectionreset") : void held.push(route),
      );
      await page.goto(`${site.url}/`, { waitUntil: "networkidle" });
      await waitForHydration(page);
      await page.locator('header a[href="/about"]').click();
      const alert = page.getByRole("alert");
      // A stalled chunk gives up after the loader's 8 s.
      await alert.waitFor({ timeout: 15_000 });
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
    await page.goto(`${site.url}/about`, { waitUntil: "networkidle" });
    await warned;
    await page.locator(`main [data-page="${about.key}"] h1`).waitFor();
    expect(await page.getByRole("alert").count()).toBe(0);
    expect(errors.filter((error) => !error.startsWith("Failed to load resource"))).toEqual([]);
    await close();
  });
});
