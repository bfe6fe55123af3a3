import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "../../support/browser";
import { type BuiltSite, buildAndServe } from "../../support/builtSite";

let site: BuiltSite;
let browser: Browser;
beforeAll(async () => {
  site = await buildAndServe("engineering");
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const services = (page: Page) => page.getByRole("button", { name: "Services" });
const serviceLinks = (page: Page) => page.locator(".dropdown__list a");

describe("the Services dropdown (desktop)", () => {
  it("opens, and closes on a click outside it, on Escape and on navigation", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.url}/about`);
    const toggle = services(page);
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await serviceLinks(page).first().isVisible()).toBe(false);

    await toggle.click();
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    expect(await serviceLinks(page).allTextContents()).toEqual([
      "Plant & Machinery Manufacturing",
      "Oil & Gas Sector",
      "Sugar Mills",
      "Energy Audits",
    ]);
    expect(await serviceLinks(page).first().isVisible()).toBe(true);

    await page.mouse.click(640, 600);
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await serviceLinks(page).first().isVisible()).toBe(false);

    await toggle.click();
    await page.keyboard.press("Escape");
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Services");

    await toggle.click();
    await serviceLinks(page).filter({ hasText: "Sugar Mills" }).click();
    await page.waitForURL(`${site.url}/service/sugar-mills`);
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await page.locator("main h1").textContent()).toBe("Sugar Mills");
    await page.close();
  });

  it("shows the logo linked home and Home, About, Projects, Contact Us", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.url}/projects`);
    expect(await page.locator(".site-header__brand").getAttribute("href")).toBe("/");
    expect(await page.locator(".site-header__brand img").getAttribute("alt")).toBeTruthy();
    expect(
      await page
        .locator(".site-header__links > li > a")
        .evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute("href")])),
    ).toEqual([
      ["Home", "/"],
      ["About", "/about"],
      ["Projects", "/projects"],
      ["Contact Us", "/contact"],
    ]);
    await page.close();
  });
});

describe("the header on a phone", () => {
  it("keeps the links behind a menu button that opens them and closes on navigation", async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 740 } });
    await page.goto(`${site.url}/`);
    const menu = page.getByRole("button", { name: "Open menu" });
    expect(await page.locator("#site-nav").isVisible()).toBe(false);
    await menu.click();
    expect(await page.locator("#site-nav").isVisible()).toBe(true);
    expect(
      await page.getByRole("button", { name: "Close menu" }).getAttribute("aria-expanded"),
    ).toBe("true");
    await services(page).click();
    await serviceLinks(page).filter({ hasText: "Energy Audits" }).click();
    await page.waitForURL(`${site.url}/service/energy-audits`);
    await expect.poll(() => page.locator("#site-nav").isVisible()).toBe(false);
    await page.close();
  });
});
