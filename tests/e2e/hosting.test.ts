import { mkdtempSync } from "node:fs";
import { cp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listBrands, loadBrand } from "../../scripts/brand/brandLoader";
import { readHostingTarget } from "../../scripts/hosting/firebaseConfig";
import { hostingHeaders } from "../../scripts/hosting/serveStatic";
import { waitForHydration } from "../../scripts/lib/waitForHydration";
import { APP_MODULES_ID } from "../../src/app/preloadModules";
import { productOffers } from "../../src/brand/productOffers";
import { localePath } from "../../src/i18n/localePath";
import { FIXTURE_BRANDS_DIR } from "../support/brands";
import { recordForeignRequests } from "../support/foreignHosts";
import { nextFrame } from "../support/nextFrame";
import { openSettled, pageSettled } from "../support/settledPage";
import { type SiteFixture, siteFixture, sitesFixture } from "../support/siteFixture";

declare global {
  interface Window {
    /** Bound by the test: receives each CSP violation the page reports. */
    reportCspViolation?: (text: string) => void;
  }
}

/** A loopback origin the fixture site's CSP is extended with, as a local stack would do. */
const LOOPBACK_EXTRA = "http://127.0.0.1:9";

// The fixture brand, with a web-vitals endpoint on its own host, in a brands folder of its own.
const brandsDir = mkdtempSync(path.join(os.tmpdir(), "brands-vitals-"));
beforeAll(async () => {
  await cp(path.join(FIXTURE_BRANDS_DIR, "fixture"), path.join(brandsDir, "fixture"), {
    recursive: true,
  });
  const manifestFile = path.join(brandsDir, "fixture", "manifest.json");
  const manifest = JSON.parse(await readFile(manifestFile, "utf8"));
  await writeFile(
    manifestFile,
    JSON.stringify({ ...manifest, webVitals: { endpoint: "/vitals" } }),
  );
});
afterAll(() => rm(brandsDir, { recursive: true, force: true }));

const BRANDS = await listBrands();
const sites = sitesFixture(BRANDS);
const fixture = siteFixture("fixture", { brandsDir, extraConnectSrc: [LOOPBACK_EXTRA] });
const site = (id: string): SiteFixture => (id === "fixture" ? fixture : sites.site(id));

/**
 * A page that records every CSP violation, from the `securitypolicyviolation` event and from the
 * console, and records requests to other hosts (which fail at once: the tests' Chromium resolves
 * no host but the loopback).
 */
async function openRecordingPage(): Promise<{
  page: Page;
  context: BrowserContext;
  /** `effectiveDirective blocked blockedURI on path`, one per securitypolicyviolation event. */
  violations: string[];
  /** Chromium's console reports of CSP refusals. */
  cspConsole: string[];
  /** URLs on hosts other than loopback the page asked for (and got a network error from). */
  foreignRequests: string[];
}> {
  const context = await sites.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const violations: string[] = [];
  const cspConsole: string[] = [];
  await context.exposeFunction("reportCspViolation", (text: string) => violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener(
      "securitypolicyviolation",
      (event) =>
        window.reportCspViolation?.(
          `${event.effectiveDirective} blocked ${event.blockedURI} on ${location.pathname}`,
        ),
      true,
    );
  });
  const foreignRequests = recordForeignRequests(context);
  context.on("console", (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) cspConsole.push(message.text());
  });
  const page = await context.newPage();
  return { page, context, violations, cspConsole, foreignRequests };
}

/**
 * From the page, fetches `url` and waits two frames, by which the policy's verdict (a queued
 * `securitypolicyviolation` task) has been reported.
 */
async function tryFetch(page: Page, url: string): Promise<void> {
  await page.evaluate(async (target) => {
    await fetch(target, { mode: "no-cors" }).catch(() => undefined);
    for (let frame = 0; frame < 2; frame++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  }, url);
}

describe.each(BRANDS)("%s served as Firebase Hosting serves it", (id) => {
  it("sends firebase.json's headers with every route and breaks its CSP nowhere", async () => {
    const { url, build } = site(id);
    const target = await readHostingTarget(id);
    const { manifest } = await loadBrand(id);
    const { page, context, violations, cspConsole, foreignRequests } = await openRecordingPage();
    const assetCaching = new Map<string, string | undefined>();
    context.on("response", (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith("/assets/"))
        assetCaching.set(pathname, response.headers()["cache-control"]);
    });
    const checkRoute = async (tab: Page, route: string) => {
      const response = await tab.goto(`${url}${route}`);
      expect(response?.status(), route).toBe(route === "/no-such-page" ? 404 : 200);
      const headers = response?.headers() ?? {};
      for (const [key, value] of hostingHeaders(target, route)) {
        expect(headers[key.toLowerCase()], `${key} on ${route}`).toBe(value);
      }
      expect(headers["cache-control"]).toBe("no-cache");
      expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      await expect.poll(() => tab.locator("main h1").count()).toBeGreaterThan(0);
      // Bring lazy content into view, so it loads under the policy too.
      await tab.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      // What the scroll brings into view is asked for as the next frame is drawn.
      await nextFrame(tab);
      await pageSettled(tab);
    };
    // Three tabs at a time: most of each visit is waiting for the network to settle.
    const routes = [...build.routes, "/no-such-page"];
    const tabs = [page, await context.newPage(), await context.newPage()];
    await Promise.all(
      tabs.map(async (tab, index) => {
        for (const route of routes.filter((_, n) => n % tabs.length === index)) {
          await checkRoute(tab, route);
        }
      }),
    );
    // The map embed loads only when the visitor opens it (nothing before: foundation.test.ts);
    // open it once, so it loads under the policy too.
    const openMap = page.getByRole("button", { name: "Open map" });
    if ((await openMap.count()) > 0) {
      await waitForHydration(page);
      await openMap.click();
      // The request reaching the network is the verdict: frame-src is checked before it leaves.
      // (Not "networkidle": under load Playwright can wait out its timeout on an aborted frame.)
      await expect.poll(() => foreignRequests.length).toBeGreaterThan(0);
    }
    expect(violations).toEqual([]);
    expect(cspConsole).toEqual([]);
    // The opened map embed was requested (so frame-src let it through) and nothing else left the site.
    const footer = manifest.footer;
    const embed =
      footer.variant === "company" && footer.map ? [new URL(footer.map.embedUrl).host] : [];
    expect([...new Set(foreignRequests.map((url) => new URL(url).host))]).toEqual(embed);
    expect(assetCaching.size).toBeGreaterThan(1);
    for (const [pathname, cacheControl] of assetCaching) {
      expect(cacheControl, pathname).toBe("public, max-age=31536000, immutable");
    }

    // The policy holds in the browser: the brand's services are reachable, nothing else is, and
    // an injected inline script does not run (which also proves the recorder hears violations).
    for (const origin of ["https://firestore.googleapis.com", "https://api.emailjs.com"]) {
      await tryFetch(page, `${origin}/`);
    }
    expect(violations).toEqual([]);
    await tryFetch(page, "https://collector.example/x");
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "document.body.dataset.injected = 'ran'";
      document.body.append(script);
    });
    await expect.poll(() => violations.length).toBe(2);
    expect(violations[0]).toMatch(/^connect-src blocked https:\/\/collector\.example\/x/);
    expect(violations[1]).toMatch(/^script-src-elem blocked inline/);
    expect(await page.evaluate(() => document.body.dataset.injected)).toBeUndefined();
    await context.close();
  });

  it("prerenders pages with no inline script, and with social tags on each", async () => {
    const { url, build } = site(id);
    const { manifest } = await loadBrand(id);
    for (const route of [...build.routes, "/no-such-page"]) {
      const html = await (await fetch(`${url}${route}`)).text();
      const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? "");
      // The entry, and data blocks the browser does not run (JSON-LD, the app's module list).
      for (const attributes of scripts) {
        expect(attributes, route).toMatch(
          new RegExp(
            `^ type="module" crossorigin src="/assets/[^"]+\\.js"$|^ type="application/ld\\+json"$|^ type="application/json" id="${APP_MODULES_ID}"$`,
          ),
        );
      }
      expect(html).not.toMatch(/\sstyle="|<style/);
      const meta = (key: string) =>
        new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"/>`).exec(html)?.[1];
      expect(meta("og:title"), route).toBe(/<title>([^<]+)<\/title>/.exec(html)?.[1]);
      expect(meta("og:description"), route).toBeTruthy();
      expect(meta("og:site_name")).toBe(manifest.name);
      expect(meta("twitter:card")).toBe("summary_large_image");
      expect(meta("og:url")).toBe(
        route === "/no-such-page" ? undefined : `${manifest.siteUrl}${route}`,
      );
      expect(meta("og:image")).toMatch(new RegExp(`^${manifest.siteUrl}/assets/[^"]+\\.png$`));
      expect(meta("twitter:image")).toBe(meta("og:image"));
      expect(meta("theme-color")).toBe(manifest.theme.colors.chrome);
    }
  });

  it("serves the share image as a 1200 × 630 PNG at the address the tags give", async () => {
    const { url } = site(id);
    const html = await (await fetch(`${url}/`)).text();
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? "";
    const response = await fetch(`${url}${new URL(image).pathname}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    const png = Buffer.from(await response.arrayBuffer());
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it("serves sitemap.xml with exactly the brand's routes, and robots.txt naming it", async () => {
    const { url, build } = site(id);
    const { manifest } = await loadBrand(id);
    const sitemap = await fetch(`${url}/sitemap.xml`);
    expect(sitemap.headers.get("content-type")).toMatch(/xml/);
    const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const routes = manifest.locales.flatMap((locale) =>
      manifest.pages.map((page) => localePath(manifest, locale, page.path)),
    );
    expect(locs).toEqual(routes.map((route) => `${manifest.siteUrl}${route}`));
    expect(build.routes).toEqual(routes);
    const robots = await (await fetch(`${url}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${manifest.siteUrl}/sitemap.xml`);
  });

  it("puts JSON-LD on the home page that parses and carries the manifest's data", async () => {
    const { url } = site(id);
    const { manifest } = await loadBrand(id);
    const html = await (await fetch(`${url}/`)).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? ""),
    );
    const types = blocks.map((block) => block["@type"]);
    expect(types[0]).toBe("Organization");
    expect(blocks[0]).toMatchObject({
      name: manifest.contact.company,
      telephone: manifest.contact.phone,
      email: manifest.contact.email,
    });
    const offices = manifest.contact.offices ?? [];
    expect(blocks.filter((block) => block["@type"] === "LocalBusiness")).toEqual(
      offices.map((office) =>
        expect.objectContaining({ telephone: office.phone, email: office.email }),
      ),
    );
    const products = blocks.filter((block) => block["@type"] === "Product");
    expect(
      products.map((product) => product.offers.map((offer: { price: number }) => offer.price)),
    ).toEqual(manifest.product ? [productOffers(manifest).map((offer) => offer.price)] : []);
    const hasFaq = manifest.pages[0]?.sections.some((section) => section.type === "faq") ?? false;
    expect(blocks.filter((block) => block["@type"] === "FAQPage")).toHaveLength(hasFaq ? 1 : 0);
    expect(blocks.filter((block) => block["@type"] === "WebPage")).toEqual([
      expect.objectContaining({ url: `${manifest.siteUrl}/`, inLanguage: manifest.defaultLocale }),
    ]);
    expect(blocks.length).toBe(1 + offices.length + products.length + (hasFaq ? 1 : 0) + 1);
    // Copy variables ({{product}}, {{company}}) are filled in, as on the page.
    expect(JSON.stringify(blocks)).not.toContain("{{");
    const about = await (await fetch(`${url}/privacy-policy`)).text();
    expect(about).not.toContain("application/ld+json");
  });

  it("links a web app manifest with the brand's name, theme colour and icon", async () => {
    const { url } = site(id);
    const { manifest } = await loadBrand(id);
    const html = await (await fetch(`${url}/`)).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
    const response = await fetch(`${url}/manifest.webmanifest`);
    expect(response.headers.get("content-type")).toBe("application/manifest+json");
    const app = await response.json();
    expect(app).toMatchObject({
      name: manifest.name,
      lang: manifest.defaultLocale,
      start_url: "/",
      theme_color: manifest.theme.colors.chrome,
      background_color: manifest.theme.colors.background,
    });
    const icon = await fetch(`${url}${app.icons[0].src}`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get("content-type")).toBe("image/svg+xml");
  });
});

describe("link previews after client-side navigation", () => {
  it("keeps the page's og:title, og:description and og:url in step with the route", async () => {
    const { page, context } = await openRecordingPage();
    const { manifest } = await loadBrand("engineering");
    await openSettled(page, `${site("engineering").url}/`);
    await page.locator('header a[href="/about"]').click();
    await page.waitForURL(/\/about$/);
    const meta = (key: string) => page.locator(`meta[property="${key}"]`).getAttribute("content");
    await expect.poll(() => meta("og:url")).toBe(`${manifest.siteUrl}/about`);
    expect(await meta("og:title")).toBe(await page.title());
    expect(await meta("og:description")).toBe(
      await page.locator('meta[name="description"]').getAttribute("content"),
    );
    await context.close();
  });
});

describe("web vitals (spec §7)", () => {
  it("sends metrics by beacon to the brand's endpoint, and loads nothing for a brand without one", async () => {
    const { page, context, violations, cspConsole } = await openRecordingPage();
    const requests: string[] = [];
    page.on("request", (request) => requests.push(new URL(request.url()).pathname));
    const beacon = page.waitForRequest((request) => request.url().endsWith("/vitals"));
    await page.goto(`${site("fixture").url}/`, { waitUntil: "load" });
    const body = JSON.parse((await beacon).postData() ?? "");
    expect(body).toMatchObject({ name: expect.stringMatching(/^(FCP|TTFB|LCP|CLS)$/), path: "/" });
    expect(typeof body.value).toBe("number");
    expect(requests.some((pathname) => /web-vitals/.test(pathname))).toBe(true);

    // A fresh page: the fixture's page sends its last metrics by beacon as it is left
    // (web-vitals reports on pagehide), which a navigation of the same page would record.
    const engineering = await context.newPage();
    const engineeringRequests: string[] = [];
    engineering.on("request", (request) =>
      engineeringRequests.push(new URL(request.url()).pathname),
    );
    await page.close();
    await openSettled(engineering, `${site("engineering").url}/`);
    expect(engineeringRequests.filter((pathname) => /web-vitals|\/vitals/.test(pathname))).toEqual(
      [],
    );
    expect(violations).toEqual([]);
    expect(cspConsole).toEqual([]);
    await context.close();
  });
});

describe("a local stack's extra connect-src", () => {
  it("lets the page reach exactly the loopback origins it was given", async () => {
    const { url } = site("fixture");
    const response = await fetch(`${url}/`);
    expect(response.headers.get("content-security-policy")).toContain(
      `connect-src 'self' ${LOOPBACK_EXTRA}`,
    );
    const { page, context, violations, cspConsole } = await openRecordingPage();
    // Not waited for hydration: the test's fetches are the page's own, app or not.
    await openSettled(page, `${url}/`, { hydrates: false });
    await tryFetch(page, `${LOOPBACK_EXTRA}/`);
    expect(cspConsole).toEqual([]);
    expect(violations).toEqual([]);
    await tryFetch(page, "http://127.0.0.1:10/");
    await expect
      .poll(() => violations)
      .toEqual([expect.stringMatching(/^connect-src blocked http:\/\/127\.0\.0\.1:10\//)]);
    await context.close();
  });
});
