import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/lib/freePort";
import { createViteConfig } from "../../scripts/siteBuild/viteConfig";
import { browserFixture } from "../support/siteFixture";

const chromium = browserFixture();
let server: ViteDevServer;
let url: string;
/** Paths the dev server was asked for, from any client (Chromium's own icon fetch included). */
const served: string[] = [];

beforeAll(async () => {
  const port = await freePort();
  const config = createViteConfig({ brand: { id: "engineering" } });
  server = await createServer({
    ...config,
    plugins: [
      ...(config.plugins ?? []),
      {
        name: "record-requests",
        configureServer: (dev) => {
          dev.middlewares.use((request, _response, next) => {
            served.push(request.url ?? "");
            next();
          });
        },
      },
    ],
    logLevel: "warn",
    server: { port, strictPort: true, host: "127.0.0.1" },
  });
  await server.listen();
  url = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await server?.close();
});

describe("the dev server (npm run dev)", () => {
  // The first load of the dev server transforms every module on demand: seconds under load.
  it("serves the brand's icon in the page and a head the app keeps in step, with no /favicon.ico", async () => {
    const context = await chromium.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${url}/about`, { waitUntil: "load" });
    await expect.poll(() => page.title(), { timeout: 60_000 }).toMatch(/^About Us \|/);
    // Photos are served from the image cache by their variants' stem (scripts/siteBuild/plugins/vitePluginBrand.ts).
    const photo = page.locator("main picture").first();
    const avif = (await photo.locator("source[type='image/avif']").getAttribute("srcset")) ?? "";
    const webp = (await photo.locator("img").getAttribute("src")) ?? "";
    for (const [file, type] of [
      [avif.split(" ")[0], "image/avif"],
      [webp, "image/webp"],
    ]) {
      const response = await page.request.get(`${url}${file}`);
      expect(response.status(), file).toBe(200);
      expect(response.headers()["content-type"]).toBe(type);
    }
    await page.locator('header a[href="/contact"]').first().dispatchEvent("click");
    await page.waitForURL((location) => location.pathname === "/contact");
    // The dev server transforms the contact page's modules on this first visit.
    await expect.poll(() => page.title(), { timeout: 30_000 }).toMatch(/^Contact/);
    const count = (selector: string) => page.locator(selector).count();
    expect(await count("head title")).toBe(1);
    expect(await count('head link[rel="canonical"][href$="/contact"]')).toBe(1);
    expect(await count('head link[rel="canonical"]')).toBe(1);
    expect(await count('head meta[property="og:url"]')).toBe(1);
    // The footer and the sections come through the build's choices (virtual:brand-footer,
    // virtual:brand-sections), which the dev server makes as a build does.
    expect(await count("footer.site-footer .site-footer__whatsapp")).toBe(1);
    expect(await count("main form")).toBe(1);
    // Chromium (not the page, so Playwright does not see it) asks for /favicon.ico once the page
    // has loaded, unless the HTML links an icon.
    expect(served).toContain("/about");
    expect(served).not.toContain("/favicon.ico");
    expect(await count('head link[rel="icon"]')).toBe(1);
    const icon = await page.locator('head link[rel="icon"]').getAttribute("href");
    expect((await page.request.get(`${url}${icon}`)).headers()["content-type"]).toMatch(/svg/);
    // The app runs (it navigated) and registers no service worker here (docs/offline.md).
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length),
    ).toBe(0);
    expect(served).not.toContain("/sw.js");
    await context.close();
  }, 120_000);

  it("serves a page in Hindi under /hi, with <html lang> following the route", async () => {
    const context = await chromium.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${url}/hi/about`, { waitUntil: "load" });
    await expect.poll(() => page.title(), { timeout: 60_000 }).toMatch(/^हमारे बारे में \|/);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("hi");
    await page.locator('header a[hreflang="en"]').dispatchEvent("click");
    await page.waitForURL((location) => location.pathname === "/about");
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("en");
    await context.close();
  }, 120_000);
});
