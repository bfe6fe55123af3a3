import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { listBrands, loadBrand } from "../../scripts/brand/brandLoader";
import { waitForHydration } from "../../scripts/lib/waitForHydration";
import { APP_MODULES_ID } from "../../src/app/preloadModules";
import { recordForeignRequests } from "../support/foreignHosts";
import { recordErrors } from "../support/pageErrors";
import { recordScroll } from "../support/scrollRecorder";
import { openSettled } from "../support/settledPage";
import { sitesFixture } from "../support/siteFixture";
import { textFonts } from "../support/textFonts";

/** Text only each on-demand package's bundle contains. */
const ON_DEMAND = [
  { name: "firebase", mark: "firestore.googleapis.com" },
  { name: "EmailJS", mark: "api.emailjs.com" },
  { name: "PhotoSwipe", mark: "pswp__" },
  { name: "react-toastify", mark: "Toastify__" },
  // The router's head tags: the prerendered page has its head, the first navigation loads them.
  { name: "HeadContent", mark: "tsr-meta-" },
];

const BRANDS = await listBrands();
const sites = sitesFixture(BRANDS);
const siteUrl = (id: string): string => sites.site(id).url;

/** A page that records errors and every request to another host (which it answers with nothing). */
async function openPage(
  options: { reducedMotion?: "reduce" | "no-preference"; width?: number } = {},
) {
  const context = await sites.newContext({
    viewport: { width: options.width ?? 1280, height: 800 },
    reducedMotion: options.reducedMotion ?? "no-preference",
  });
  const page = await context.newPage();
  const errors = recordErrors(page);
  const foreignRequests = recordForeignRequests(page);
  return { page, errors, foreignRequests, close: () => context.close() };
}

/** The head tags that follow the route. */
const HEAD_TAGS = {
  title: "title",
  description: 'meta[name="description"]',
  canonical: 'link[rel="canonical"]',
  ogTitle: 'meta[property="og:title"]',
  ogDescription: 'meta[property="og:description"]',
  ogUrl: 'meta[property="og:url"]',
  twitterTitle: 'meta[name="twitter:title"]',
};

/**
 * `HEAD_TAGS`, each as the list of its values (content, href or text) in document order: of the
 * page's head as it is now, or of the prerendered `html` parsed by the page's DOMParser.
 */
function headTags(page: Page, html: string | null = null): Promise<Record<string, string[]>> {
  return page.evaluate(
    ({ html, selectors }) => {
      const head =
        html === null ? document.head : new DOMParser().parseFromString(html, "text/html").head;
      return Object.fromEntries(
        Object.entries(selectors).map(([key, selector]) => [
          key,
          [...head.querySelectorAll(selector)].map(
            (element) =>
              element.getAttribute("content") ??
              element.getAttribute("href") ??
              element.textContent ??
              "",
          ),
        ]),
      );
    },
    { html, selectors: HEAD_TAGS },
  );
}

/** `headTags` of the prerendered page at `url`. */
const prerenderedHeadTags = async (page: Page, url: string) =>
  headTags(page, await (await fetch(url)).text());

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { data?: { url?: string } };
}

/**
 * The top-level tasks (`ThreadControllerImpl::RunTask`) of the thread that compiled the site's modules, and the module
 * evaluations on it (`v8.evaluateModule`; Chromium names the module at its compile event only).
 */
function moduleEvaluations(events: readonly TraceEvent[], origin: string) {
  const compile = events.find(
    (event) => event.name === "v8.compileModule" && event.args?.data?.url?.startsWith(origin),
  );
  if (!compile) throw new Error("the trace has no module compiled from the site");
  const onThread = (name: string) =>
    events
      .filter(
        (event) =>
          event.name === name &&
          event.ph === "X" &&
          event.pid === compile.pid &&
          event.tid === compile.tid,
      )
      .map((event) => ({ ts: event.ts, dur: event.dur ?? 0 }));
  return {
    tasks: onThread("ThreadControllerImpl::RunTask"),
    evaluations: onThread("v8.evaluateModule"),
  };
}

describe.each(BRANDS)("%s in Chromium", (id) => {
  it("keeps one head per route: the prerendered tags until the first navigation, which swaps them", async () => {
    const { page, errors, close } = await openPage();
    await openSettled(page, `${siteUrl(id)}/`);
    const prerendered = await prerenderedHeadTags(page, `${siteUrl(id)}/`);
    expect(await headTags(page)).toEqual(prerendered);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    // Each page the header and footer link to (links every page has) is reached by a click, and
    // has the head its prerendered file has, each tag once.
    const pages = new Set((await loadBrand(id)).manifest.pages.map((entry) => entry.path));
    const linked = await page
      .locator("header a[href], footer a[href]")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    const routes = [...new Set(linked)].filter((href) => href !== "/" && pages.has(href));
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      // Menus may hide the link: a DOM click reaches the router's link all the same.
      await page.locator(`a[href="${route}"]`).first().dispatchEvent("click");
      await page.waitForURL((url) => url.pathname === route);
      const expected = await prerenderedHeadTags(page, `${siteUrl(id)}${route}`);
      await expect.poll(() => headTags(page)).toEqual(expected);
      expect(expected.canonical).toEqual([expect.stringMatching(new RegExp(`${route}$`))]);
    }
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    // The not-found page has no canonical link and no og:url, prerendered or reached in the app.
    await openSettled(page, `${siteUrl(id)}/no-such-page`);
    const notFound = await headTags(page);
    expect(notFound).toEqual(await prerenderedHeadTags(page, `${siteUrl(id)}/no-such-page`));
    expect(notFound).toMatchObject({ canonical: [], ogUrl: [], title: [expect.any(String)] });
    await page.locator("main a[href='/']").click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect.poll(() => headTags(page)).toEqual(prerendered);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/no-such-page");
    await expect.poll(() => headTags(page)).toEqual(notFound);
    expect(errors).toEqual([]);
    await close();
  });

  it("shows the next page when the head tags cannot load, and swaps the head on a later navigation", async () => {
    const { page, errors, close } = await openPage();
    let reachable = false;
    const asked: string[] = [];
    await page.route(/\/headContent-[^/]+\.js/, async (route) => {
      asked.push(route.request().url());
      await (reachable ? route.continue() : route.abort());
    });
    await openSettled(page, `${siteUrl(id)}/`);
    expect(asked).toEqual([]);
    const prerendered = await headTags(page);
    const routes = (await loadBrand(id)).manifest.pages
      .map((entry) => entry.path)
      .filter((path) => path !== "/");
    const [first, second] = routes;
    if (!first || !second) throw new Error(`${id} has fewer than three pages`);
    /** The first heading of the prerendered page at `path`. */
    const prerenderedHeading = async (path: string) => {
      const html = await (await fetch(`${siteUrl(id)}${path}`)).text();
      return page.evaluate(
        (source) =>
          new DOMParser().parseFromString(source, "text/html").querySelector("main h1")
            ?.textContent,
        html,
      );
    };
    await page.locator(`a[href="${first}"]`).first().dispatchEvent("click");
    await page.waitForURL((url) => url.pathname === first);
    const expectedHeading = await prerenderedHeading(first);
    expect(expectedHeading).toBeTruthy();
    await expect.poll(() => page.locator("main h1").first().textContent()).toBe(expectedHeading);
    // The page is shown; its head stays the prerendered one, whole and once.
    expect(asked.length).toBeGreaterThan(0);
    expect(await headTags(page)).toEqual(prerendered);
    reachable = true;
    await page.locator(`a[href="${second}"]`).first().dispatchEvent("click");
    await page.waitForURL((url) => url.pathname === second);
    await expect
      .poll(() => headTags(page))
      .toEqual(await prerenderedHeadTags(page, `${siteUrl(id)}${second}`));
    expect(errors).toEqual([]);
    await close();
  });

  it("starts in stages: react-dom and the app evaluate in tasks of their own, with yields between the steps", async () => {
    const { page, close } = await openPage();
    // Count scheduler.yield() calls made before React has hydrated <main> (React itself never
    // calls it; the start-up path does between its steps).
    await page.addInitScript(() => {
      const log: boolean[] = [];
      Object.assign(window, { yieldLog: log });
      const original = scheduler.yield.bind(scheduler);
      scheduler.yield = () => {
        const main = document.querySelector("main") ?? {};
        log.push(Object.keys(main).some((key) => key.startsWith("__reactFiber")));
        return original();
      };
    });
    await sites.browser.startTracing(page, { categories: ["devtools.timeline", "toplevel", "v8"] });
    await openSettled(page, `${siteUrl(id)}/privacy-policy`);
    const trace = JSON.parse((await sites.browser.stopTracing()).toString()) as {
      traceEvents: TraceEvent[];
    };
    const beforeHydration = await page.evaluate(() =>
      (window as unknown as { yieldLog: boolean[] }).yieldLog.filter((hydrated) => !hydrated),
    );
    // After react-dom's evaluation, after the app's, after the router's first load, after i18n.
    expect(beforeHydration.length).toBeGreaterThanOrEqual(4);
    // Module evaluations on the page's main thread: the entry, react-dom and the app at least,
    // each in a different top-level task (before, react-dom and the app were one evaluation).
    const { tasks, evaluations } = moduleEvaluations(trace.traceEvents, siteUrl(id));
    expect(evaluations.length).toBeGreaterThanOrEqual(3);
    const enclosing = evaluations.map((evaluation) =>
      tasks.findIndex(
        (task) => task.ts <= evaluation.ts && evaluation.ts + evaluation.dur <= task.ts + task.dur,
      ),
    );
    expect(enclosing).not.toContain(-1);
    expect(new Set(enclosing).size).toBe(enclosing.length);
    await close();
  });

  it("asks for the app's scripts and the route's only once the page is shown: after the load event and the first contentful paint", async () => {
    const { page, close } = await openPage();
    // The home page: the most images in view and the most section chunks.
    await openSettled(page, `${siteUrl(id)}/`);
    const timings = await page.evaluate((listId) => {
      const [navigation] = performance.getEntriesByType("navigation");
      const [paint] = performance.getEntriesByName("first-contentful-paint");
      const listed: string[] = JSON.parse(document.getElementById(listId)?.textContent ?? "[]");
      const app = performance
        .getEntriesByType("resource")
        .filter((entry) => listed.includes(new URL(entry.name).pathname))
        .map((entry) => entry.startTime);
      return {
        loadEnd: navigation instanceof PerformanceNavigationTiming ? navigation.loadEventEnd : -1,
        paint: paint?.startTime ?? -1,
        listed: listed.length,
        app,
      };
    }, APP_MODULES_ID);
    // react-dom, the app chunk, the page's chunk and its sections' components (one chunk for the
    // types that exactly the same pages use, as the health-care home's seven).
    expect(timings.listed).toBeGreaterThanOrEqual(4);
    expect(timings.app).toHaveLength(timings.listed);
    expect(timings.loadEnd).toBeGreaterThan(0);
    expect(timings.paint).toBeGreaterThan(0);
    for (const start of timings.app) {
      expect(start).toBeGreaterThanOrEqual(timings.loadEnd);
      expect(start).toBeGreaterThan(timings.paint);
    }
    await close();
  });

  it("shows the not-found page with status 404 and a working link home", async () => {
    const { page, close } = await openPage();
    const response = await page.goto(`${siteUrl(id)}/no-such-page`);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await page.getByRole("link", { name: "Go to the home page" }).click();
    await page.waitForURL(`${siteUrl(id)}/`);
    await close();
  });
});

/**
 * Opens engineering's privacy policy scrolled to the bottom, follows the header's About link and
 * returns every scroll position the page passed through until it reached the top.
 */
async function scrollsOfNavigationFromBottom(page: Page): Promise<number[]> {
  await openSettled(page, `${siteUrl("engineering")}/privacy-policy`);
  await page.evaluate(async () => {
    window.scrollTo(0, document.body.scrollHeight);
    // The jump's scroll event fires with the next frame: let it pass before recording.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  const scrolls = await recordScroll(page);
  await page.locator('header a[href="/about"]').click();
  await page.waitForURL(/\/about$/);
  // Not the default second: the smooth scroll runs frame by frame, and right after hydration
  // the service worker installs (precaching the brand's files) while two other files share the
  // cores; in one run of three files it was still at 668 px after a second.
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 10_000 }).toBe(0);
  return (await scrolls()).map(({ y }) => y);
}

describe("scrolling on navigation (spec §2)", () => {
  it("scrolls smoothly to the top when a new page opens", async () => {
    const { page, close } = await openPage({ width: 1280 });
    const log = await scrollsOfNavigationFromBottom(page);
    // Smooth: the page passes through positions between where it started (the first event may be
    // the browser clamping the old position to the new page's height) and the top.
    expect(log.some((y) => y > 0 && y < (log[0] ?? 0))).toBe(true);
    await close();
  });

  it("scrolls to the top and then to the fragment's element", async () => {
    const { page, close } = await openPage({ width: 1280 });
    await openSettled(page, `${siteUrl("healthcare")}/privacy-policy`);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const scrolls = await recordScroll(page);
    await page.locator('header a[href="/#about"]').click();
    await page.waitForURL(/\/#about$/);
    const aboutTop = () =>
      page.evaluate(() =>
        Math.round(document.getElementById("about")?.getBoundingClientRect().top ?? -1),
      );
    // First the top of the new page...
    await expect
      .poll(async () => (await scrolls()).some(({ y }) => y === 0), { timeout: 5000 })
      .toBe(true);
    // ...then down again to the section, which ends just below the sticky header (scroll-padding-top).
    await expect
      .poll(
        async () => {
          const log = await scrolls();
          const top = await aboutTop();
          return log.at(-1)?.y !== 0 && top >= 0 && top < 120;
        },
        { timeout: 5000 },
      )
      .toBe(true);
    await close();
  });

  it("jumps without animation when the visitor prefers reduced motion", async () => {
    const { page, close } = await openPage({ reducedMotion: "reduce" });
    const log = await scrollsOfNavigationFromBottom(page);
    expect(log.some((y) => y > 0 && y < (log[0] ?? 0))).toBe(false);
    await close();
  });
});

describe.each(BRANDS)("%s's first loads", (brand) => {
  /**
   * The families (with the element's HTML) Chromium drew some visible text of the page's own
   * language in that are not web fonts (tests/support/textFonts.ts).
   */
  async function systemFontsUsed(page: Page): Promise<string[]> {
    const drawn = await textFonts(page);
    expect(drawn.length).toBeGreaterThan(5);
    const systemFonts = drawn.flatMap(({ html, fonts }) =>
      fonts.filter((font) => !font.isCustomFont).map((font) => `${font.familyName}: ${html}`),
    );
    return [...new Set(systemFonts)];
  }

  /** What each route's first load at phone width fetched and drew, read once for the tests below. */
  interface FirstLoad {
    path: string;
    /** Uncaught errors and console errors while it loaded and hydrated (recordErrors). */
    errors: string[];
    /** How many `main h1` it shows. */
    headings: number;
    /** The text of every script it fetched. */
    scripts: string[];
    /** Each font file it fetched → its size in bytes. */
    fonts: Map<string, number>;
    /** The system fonts some of its text was drawn in (systemFontsUsed). */
    systemFonts: string[];
    /** The path of every stylesheet the hydrated page uses (`document.styleSheets`). */
    stylesheets: string[];
  }
  const firstLoads: FirstLoad[] = [];
  /** Every request the first loads made to another host (answered with nothing). */
  let foreignRequests: string[] = [];
  beforeAll(async () => {
    const { manifest } = await loadBrand(brand);
    const context = await sites.newContext({
      viewport: { width: 375, height: 812 },
      reducedMotion: "no-preference",
    });
    foreignRequests = recordForeignRequests(context);
    for (const { path } of manifest.pages) {
      const page = await context.newPage();
      const errors = recordErrors(page);
      const scripts: string[] = [];
      const fonts = new Map<string, number>();
      page.on("response", async (response) => {
        if (response.request().resourceType() === "script") {
          scripts.push(await response.text().catch(() => ""));
        }
        if (response.url().endsWith(".woff2"))
          fonts.set(new URL(response.url()).pathname, (await response.body()).length);
      });
      await openSettled(page, `${siteUrl(brand)}${path}`);
      const headings = await page.locator("main h1").count();
      const systemFonts = await systemFontsUsed(page);
      const stylesheets = await page.evaluate(() =>
        [...document.styleSheets].flatMap((sheet) =>
          sheet.href ? [new URL(sheet.href).pathname] : [],
        ),
      );
      firstLoads.push({ path, errors, headings, scripts, fonts, systemFonts, stylesheets });
      await page.close();
    }
    await context.close();
  }, 120_000);

  it("link every stylesheet the hydrated page uses in the prerendered HTML", async () => {
    const html = await (await fetch(`${siteUrl(brand)}/`)).text();
    const linked = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(linked.length).toBeGreaterThan(0);
    const home = firstLoads.find(({ path }) => path === "/");
    if (!home) throw new Error(`the first loads of ${brand} did not load /`);
    expect([...home.stylesheets].sort()).toEqual([...linked].sort());
  });

  it("hydrate every route without errors and contact no other host before a click", () => {
    expect(firstLoads.length).toBeGreaterThan(1);
    for (const { path, errors, headings } of firstLoads) {
      expect(errors, path).toEqual([]);
      expect(headings, path).toBeGreaterThan(0);
    }
    // Not even the map host (its embed waits behind a facade), Firestore or EmailJS (they load
    // when the visitor touches a form).
    expect(foreignRequests).toEqual([]);
  });

  it("fetch no firebase, EmailJS, PhotoSwipe, react-toastify or head tags code on any route", () => {
    expect(firstLoads.length).toBeGreaterThan(1);
    for (const { path, scripts } of firstLoads) {
      expect(scripts.length, path).toBeGreaterThan(1);
      const found = ON_DEMAND.filter(({ mark }) => scripts.some((text) => text.includes(mark)));
      expect(
        found.map(({ name }) => name),
        path,
      ).toEqual([]);
    }
  });

  it("draw every visible character in the brand's own fonts, from the files they preload or of under 2 KB", async () => {
    expect(firstLoads.length).toBeGreaterThan(1);
    for (const { path, fonts, systemFonts } of firstLoads) {
      expect(systemFonts, path).toEqual([]);
      const html = await (await fetch(`${siteUrl(brand)}${path}`)).text();
      const preloaded = [...html.matchAll(/<link rel="preload" as="font"[^>]*href="([^"]+)"/g)].map(
        (match) => match[1],
      );
      expect(preloaded.length, path).toBeGreaterThan(0);
      const large = [...fonts].filter(
        ([file, bytes]) => !preloaded.includes(file) && bytes >= 2048,
      );
      expect(large, path).toEqual([]);
    }
  });

  it("draw a character the preloaded fonts lack (a visitor's é) from the brand's full latin face", async () => {
    const page = await sites.newPage();
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith(".woff2")) fonts.push(request.url());
    });
    await openSettled(page, `${siteUrl(brand)}/`);
    const before = fonts.length;
    await page.evaluate(() => {
      const name = document.createElement("p");
      name.textContent = "José Müller";
      document.querySelector("main")?.prepend(name);
      return document.fonts.ready;
    });
    await expect.poll(() => fonts.length).toBeGreaterThan(before);
    await page.evaluate(() => document.fonts.ready);
    expect(await systemFontsUsed(page)).toEqual([]);
    await page.close();
  });
});
