import { mkdtempSync } from "node:fs";
import { cp, readFile, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_BRANDS_DIR, listBrands, loadBrand } from "../../scripts/brand/brandLoader";
import { hostingTarget } from "../../scripts/hosting/firebaseConfig";
import { hostingHandler } from "../../scripts/hosting/serveStatic";
import { closeServer, listen } from "../../scripts/lib/listen";
import type { BrandBuild } from "../../scripts/siteBuild/buildBrand";
import { localePath } from "../../src/i18n/localePath";
import { offlinePaths } from "../../src/i18n/offlinePath";
import { axeViolations } from "../support/axe";
import { brandCopy } from "../support/brandCopy";
import { sharedBuild } from "../support/builtSite";
import { untilWorkerSaved } from "../support/serviceWorker";
import { openSettled } from "../support/settledPage";
import { sitesFixture } from "../support/siteFixture";

const brands = await listBrands();
const sites = sitesFixture(brands);

/** A copy string of the brand in `locale` (shared defaults overlaid by the brand's own). */
async function copy(brand: string, locale: string, key: string, brandsDir?: string) {
  return brandCopy(await loadBrand(brand, brandsDir), locale, key);
}

/** The addresses of the pictures the page shows now (loaded, with a size). */
const shownPictures = (page: Page) =>
  page.evaluate(() =>
    [...document.images]
      .filter((image) => image.complete && image.naturalWidth > 0)
      .map((image) => image.currentSrc)
      .sort(),
  );

/** The text of the page's first heading. */
const heading = (page: Page) => page.locator("main h1").first().innerText();

describe.each(brands)("%s offline", (id) => {
  it("reloads a visited page with its text, and shows the offline page in its language for any other", async () => {
    const { url } = sites.site(id);
    const { manifest } = await loadBrand(id);
    // The home page and the next two of the manifest (engineering: /about, /contact); the last
    // page is never visited.
    const [home, first, second] = manifest.pages.map((page) => page.path);
    const unvisited = manifest.pages.at(-1)?.path;
    if (!home || !first || !second || !unvisited || manifest.pages.length < 4) {
      throw new Error(`${id} needs four pages for this test`);
    }
    const context = await sites.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));

    await page.goto(`${url}${home}`);
    await untilWorkerSaved(page);
    const online = new Map<string, string>();
    for (const route of [second, first]) {
      await openSettled(page, `${url}${route}`);
      online.set(route, await heading(page));
    }
    const pictures = await shownPictures(page);

    await context.setOffline(true);
    // The browser has no connection: a fetch of the site fails.
    expect(
      await page.evaluate(() =>
        fetch("/sitemap.xml").then(
          () => "reached",
          () => "failed",
        ),
      ),
    ).toBe("failed");
    await page.reload({ waitUntil: "load" });
    expect(await heading(page)).toBe(online.get(first));
    // Every picture it showed online, from the worker's cache (a page may show none).
    expect(await shownPictures(page)).toEqual(pictures);
    await page.goto(`${url}${second}`);
    expect(await heading(page)).toBe(online.get(second));

    for (const locale of manifest.locales) {
      const response = await page.goto(`${url}${localePath(manifest, locale, unvisited)}`);
      expect(response?.status()).toBe(200);
      expect(await page.locator("html").getAttribute("lang")).toBe(locale);
      expect(await heading(page)).toBe(await copy(id, locale, "offline.heading"));
      await expect
        .poll(() => page.locator("main p").first().innerText())
        .toBe(await copy(id, locale, "offline.text"));
      expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
      // The site's header, and links to the saved pages of this language: its home page, and
      // in the default locale the two pages visited.
      expect(await page.locator("header.site-header").count()).toBe(1);
      const links = await page
        .locator("[data-saved-pages] a")
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
      const saved =
        locale === manifest.defaultLocale
          ? [home, second, first].sort()
          : [localePath(manifest, locale, home)];
      expect([...links].sort()).toEqual(saved);
      // WCAG 2.2 AA, as every other page (tests/e2e/accessibility.test.ts).
      expect(await axeViolations(page)).toEqual([]);
    }

    // A saved page's link works offline.
    await page.goto(`${url}${localePath(manifest, manifest.defaultLocale, unvisited)}`);
    await page.locator(`[data-saved-pages] a[href="${first}"]`).click();
    await page.waitForURL(`${url}${first}`);
    expect(await heading(page)).toBe(online.get(first));
    expect(errors).toEqual([]);
    await context.close();
  });
});

// Two builds of a brand that differ in one visible string on every page (the footer's line)
// and in the offline page's line, deployed one after the other on the same origin: the run's
// build of the brand as it is (which other files share, read only), then one of a copy of its
// folder with those two strings changed.
const deployed = brands[0] ?? "";
const secondDir = mkdtempSync(path.join(os.tmpdir(), "brands-deploy-"));
const SECOND = {
  "footer.copyright": "{{company}}, second deploy",
  "offline.text": "Offline (second deploy).",
};
const deployBuilds: BrandBuild[] = [];
beforeAll(async () => {
  await cp(path.join(DEFAULT_BRANDS_DIR, deployed), path.join(secondDir, deployed), {
    recursive: true,
  });
  const copyFile = path.join(secondDir, deployed, "locales", "en", "translation.json");
  const strings = JSON.parse(await readFile(copyFile, "utf8"));
  await writeFile(copyFile, JSON.stringify({ ...strings, ...SECOND }));
  // In the hook, whose time limit allows two builds: one after the other, as the run's build
  // service makes them in turn anyway.
  for (const dir of [DEFAULT_BRANDS_DIR, secondDir]) {
    deployBuilds.push(await sharedBuild(deployed, dir));
  }
});
afterAll(() => rm(secondDir, { recursive: true, force: true }));

describe("a deploy", () => {
  it("reaches the visitor on the next navigation, and its worker replaces the old one", async () => {
    const [first, second] = deployBuilds;
    if (!first || !second) throw new Error("two builds expected");
    const { manifest } = await loadBrand(deployed);
    const hosting = hostingTarget(deployed, manifest);
    // One origin for both deploys, as the worker belongs to its origin: deploying swaps the
    // server's handler.
    let handler = await hostingHandler({ dir: first.outDir, hosting });
    const server = http.createServer((req, res) => handler(req, res));
    const url = `http://127.0.0.1:${await listen(server, 0)}`;
    const context = await sites.browser.newContext();
    try {
      const page = await context.newPage();
      const footerLine = () => page.locator(".site-footer__copyright").innerText();
      await page.goto(`${url}/`);
      await untilWorkerSaved(page);
      expect(await footerLine()).not.toContain("second deploy");

      handler = await hostingHandler({ dir: second.outDir, hosting });
      await page.goto(`${url}/`);
      expect(await footerLine()).toContain("second deploy");

      // The new worker took over: its precache holds the second build's offline page and no
      // longer the first's (precache keys carry each file's revision).
      const offline = offlinePaths(manifest).find((route) => route.locale === "en")?.path ?? "";
      const offlineRevision = async (outDir: string) => {
        const worker = await readFile(path.join(outDir, "sw.js"), "utf8");
        return new RegExp(`"revision":"([0-9a-f]+)","url":"${offline.slice(1)}"`).exec(worker)?.[1];
      };
      const [oldRevision, newRevision] = await Promise.all(
        [first, second].map((build) => offlineRevision(build.outDir)),
      );
      expect(newRevision).toMatch(/^[0-9a-f]+$/);
      expect(newRevision).not.toBe(oldRevision);
      const precachedOffline = () =>
        page.evaluate(async (address) => {
          const names = (await caches.keys()).filter((name) => name.includes("precache"));
          const keys = await Promise.all(
            names.map(async (name) =>
              (await (await caches.open(name)).keys()).map((key) => key.url),
            ),
          );
          return keys.flat().filter((key) => new URL(key).pathname === address);
        }, offline);
      await expect
        .poll(precachedOffline, { timeout: 30_000 })
        .toEqual([`${url}${offline}?__WB_REVISION__=${newRevision}`]);

      // Offline, an unvisited address shows the second build's offline page.
      await context.setOffline(true);
      await page.goto(`${url}${manifest.pages.at(-1)?.path}`);
      expect(await page.locator("main p").first().innerText()).toBe(SECOND["offline.text"]);
    } finally {
      await context.close();
      await closeServer(server);
    }
  });
});
