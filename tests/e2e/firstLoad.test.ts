import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadBrand } from "../../scripts/brandLoader";
import { launchChromium } from "../support/browser";
import { type BuiltSite, buildAndServe } from "../support/builtSite";
import { waitForHydration } from "../support/hydration";

/** Text only each on-demand package's bundle contains. */
const ON_DEMAND = [
  { name: "firebase", mark: "firestore.googleapis.com" },
  { name: "EmailJS", mark: "api.emailjs.com" },
  { name: "PhotoSwipe", mark: "pswp__" },
  { name: "react-toastify", mark: "Toastify__" },
];

let browser: Browser;
const sites = new Map<string, BuiltSite>();

beforeAll(async () => {
  sites.set("engineering", await buildAndServe("engineering"));
  sites.set("healthcare", await buildAndServe("healthcare"));
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  for (const site of sites.values()) await site.close();
});

describe.each(["engineering", "healthcare"])("%s's first loads", (brand) => {
  it("fetch no firebase, EmailJS, PhotoSwipe or react-toastify code on any route", async () => {
    const { manifest } = await loadBrand(brand);
    const site = sites.get(brand);
    if (!site) throw new Error(`${brand} was not built`);
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    for (const { path } of manifest.pages) {
      const page = await context.newPage();
      const scripts: string[] = [];
      page.on("response", async (response) => {
        if (response.request().resourceType() === "script") {
          scripts.push(await response.text().catch(() => ""));
        }
      });
      await page.goto(`${site.url}${path}`, { waitUntil: "networkidle" });
      await waitForHydration(page);
      await page.waitForLoadState("networkidle");
      expect(scripts.length, path).toBeGreaterThan(1);
      const found = ON_DEMAND.filter(({ mark }) => scripts.some((text) => text.includes(mark)));
      expect(
        found.map(({ name }) => name),
        path,
      ).toEqual([]);
      await page.close();
    }
    await context.close();
  });

  it("link every stylesheet the hydrated page uses in the prerendered HTML", async () => {
    const site = sites.get(brand);
    if (!site) throw new Error(`${brand} was not built`);
    const page = await browser.newPage();
    const html = await (await fetch(`${site.url}/`)).text();
    const linked = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(linked.length).toBeGreaterThan(0);
    await page.goto(`${site.url}/`, { waitUntil: "networkidle" });
    await waitForHydration(page);
    const used = await page.evaluate(() =>
      [...document.styleSheets].flatMap((sheet) =>
        sheet.href ? [new URL(sheet.href).pathname] : [],
      ),
    );
    expect(used.sort()).toEqual([...linked].sort());
    await page.close();
  });
});
