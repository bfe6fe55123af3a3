import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LoadedBrand, loadBrand } from "../../../scripts/brandLoader";
import { formatPrice } from "../../../src/sections/packs/formatPrice";
import { launchChromium } from "../../support/browser";
import { type BuiltSite, buildAndServe } from "../../support/builtSite";
import { waitForHydration } from "../../support/hydration";

let browser: Browser;
let site: BuiltSite;
let brand: LoadedBrand;

beforeAll(async () => {
  [site, browser, brand] = await Promise.all([
    buildAndServe("healthcare"),
    launchChromium(),
    loadBrand("healthcare"),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function open(
  path: string,
  options: { width?: number; reducedMotion?: "reduce" | "no-preference" } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: 800 },
    reducedMotion: options.reducedMotion ?? "no-preference",
  });
  const page = await context.newPage();
  await page.goto(`${site.url}${path}`, { waitUntil: "networkidle" });
  await waitForHydration(page);
  return page;
}

const nav = (page: Page) => page.getByRole("navigation", { name: "Main navigation" });
const headerLink = (page: Page, name: string) => nav(page).getByRole("link", { name });

/** Starts logging [ms since start, scrollY] on every scroll event; returns a reader. */
async function recordScroll(page: Page): Promise<() => Promise<Array<[number, number]>>> {
  await page.evaluate(() => {
    const log: Array<[number, number]> = [];
    const start = performance.now();
    Object.assign(window, { scrollLog: log });
    window.addEventListener(
      "scroll",
      () => log.push([Math.round(performance.now() - start), Math.round(window.scrollY)]),
      { passive: true },
    );
  });
  return () =>
    page.evaluate(() => (window as unknown as { scrollLog: Array<[number, number]> }).scrollLog);
}

const atBottom = (page: Page) =>
  page.evaluate(
    () =>
      Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1,
  );

/** The hero's zoom setting as the page shows it, and how many animations its image runs. */
const zoomState = (page: Page) =>
  page.evaluate(() => {
    const hero = document.querySelector<HTMLElement>("[data-zoom]");
    const image = hero?.querySelector("img");
    return {
      setting: hero?.dataset.zoom,
      running: image?.getAnimations().filter((a) => a.playState === "running").length ?? -1,
    };
  });

/** Smooth: many positions in between, spread over time, all moving one way. */
function expectSmooth(log: Array<[number, number]>, direction: "up" | "down") {
  const positions = log.map(([, y]) => y);
  expect(new Set(positions).size).toBeGreaterThan(4);
  expect((log.at(-1)?.[0] ?? 0) - (log[0]?.[0] ?? 0)).toBeGreaterThan(100);
  const steps = positions.slice(1).map((y, i) => y - (positions[i] ?? y));
  expect(steps.every((step) => (direction === "down" ? step >= 0 : step <= 0))).toBe(true);
}

/** The element's top relative to the viewport, in px. */
const topOf = (page: Page, id: string) =>
  page.evaluate(
    (elementId) =>
      Math.round(document.getElementById(elementId)?.getBoundingClientRect().top ?? -1),
    id,
  );

describe("health-care header (spec 2)", () => {
  it("Home scrolls smoothly to the top without leaving the page", async () => {
    const page = await open("/");
    await page.evaluate(() => window.scrollTo({ top: 2500, behavior: "instant" }));
    const scrolls = await recordScroll(page);
    await headerLink(page, "Home").click();
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(0);
    expectSmooth(await scrolls(), "up");
    expect(new URL(page.url()).pathname).toBe("/");
    await page.context().close();
  });

  it("Contact Us scrolls smoothly to the bottom and flips the hero's zoom animation", async () => {
    const page = await open("/");
    expect(await zoomState(page)).toEqual({ setting: "on", running: 1 });
    const scrolls = await recordScroll(page);
    await headerLink(page, "Contact Us").click();
    await expect.poll(() => atBottom(page), { timeout: 5000 }).toBe(true);
    expectSmooth(await scrolls(), "down");
    expect(await page.locator("#contact").isVisible()).toBe(true);
    expect(await zoomState(page)).toEqual({ setting: "off", running: 0 });

    // Back at the top the visitor sees it still, and a second click turns it on again.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await headerLink(page, "Contact Us").click();
    await expect.poll(() => zoomState(page)).toEqual({ setting: "on", running: 1 });
    await page.context().close();
  });

  it("with reduced motion: no zoom animation and an instant jump to the bottom", async () => {
    const page = await open("/", { reducedMotion: "reduce" });
    expect(await zoomState(page)).toEqual({ setting: "on", running: 0 });
    const scrolls = await recordScroll(page);
    await headerLink(page, "Contact Us").click();
    await expect.poll(() => atBottom(page)).toBe(true);
    expect(new Set((await scrolls()).map(([, y]) => y)).size).toBeLessThanOrEqual(2);
    expect((await zoomState(page)).setting).toBe("off");
    await page.context().close();
  });

  it.each([
    ["About", "about"],
    ["Buy Now", "buy-now"],
  ])("%s goes from the privacy page to /#%s, landing on the section", async (name, id) => {
    const page = await open("/privacy-policy");
    await page.evaluate(() => window.scrollTo({ top: 400, behavior: "instant" }));
    await headerLink(page, name).click();
    await page.waitForURL(`${site.url}/#${id}`);
    await expect
      .poll(
        async () => {
          const top = await topOf(page, id);
          return top >= 0 && top < 120;
        },
        { timeout: 5000 },
      )
      .toBe(true);
    await page.context().close();
  });

  it("on a phone the links sit behind the menu button, and each closes the menu", async () => {
    const page = await open("/", { width: 375 });
    const menuButton = page.getByRole("button", { name: "Open menu" });
    expect(await headerLink(page, "Buy Now").isVisible()).toBe(false);
    await menuButton.click();
    for (const name of ["Home", "About", "Contact Us", "Buy Now"]) {
      expect(await headerLink(page, name).isVisible()).toBe(true);
    }
    await headerLink(page, "Buy Now").click();
    await page.waitForURL(`${site.url}/#buy-now`);
    await expect.poll(() => headerLink(page, "Buy Now").isVisible()).toBe(false);
    await expect
      .poll(async () => Math.abs(await topOf(page, "buy-now")) < 120, { timeout: 5000 })
      .toBe(true);

    await page.getByRole("button", { name: "Open menu" }).click();
    await headerLink(page, "Contact Us").click();
    await expect.poll(() => atBottom(page), { timeout: 5000 }).toBe(true);
    expect(await headerLink(page, "Contact Us").isVisible()).toBe(false);
    expect((await zoomState(page)).setting).toBe("off");
    await page.context().close();
  });
});

describe("health-care home", () => {
  it("shows every pack with its manifest price in rupees and the manifest's buy links", async () => {
    const page = await open("/");
    const section = brand.manifest.pages[0]?.sections.find((s) => s.type === "packs");
    if (section?.type !== "packs") throw new Error("the home page has no packs section");
    const buyNow = page.locator("#buy-now");
    const prices = await buyNow.locator(".pack__price strong").allTextContents();
    expect(prices).toEqual(section.packs.map((pack) => formatPrice(pack.price, "INR", "en")));
    expect(prices[0]).toMatch(/^₹\d/);
    const hrefs = await buyNow
      .locator(".packs__buy-links a")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(section.buyLinks.map((link) => link.href));
    expect(await page.locator("h1").textContent()).toBe(brand.manifest.product?.name);
    await page.context().close();
  });

  it("reads in its own self-hosted fonts, preloaded and served from the site itself", async () => {
    const page = await open("/");
    const fontRequests: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fontRequests.push(request.url());
    });
    await page.reload({ waitUntil: "networkidle" });
    const loaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((face) => face.status === "loaded").map((f) => f.family);
    });
    const faces = brand.manifest.theme.fontFaces ?? [];
    const families = [...new Set(faces.map((face) => face.family))];
    expect(families.length).toBeGreaterThan(0);
    for (const family of families) expect(loaded.map((f) => f.replace(/"/g, ""))).toContain(family);
    expect(new Set(fontRequests.map((url) => new URL(url).origin))).toEqual(new Set([site.url]));
    // Each preloaded face is fetched once, by its preload (a preload the @font-face cannot reuse
    // would be fetched a second time); a face not preloaded (the ₹ subsets) only when the page
    // shows one of its characters, once.
    const preloaded = await page
      .locator('link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(preloaded).toHaveLength(faces.filter((face) => face.preload).length);
    expect(new Set(fontRequests).size).toBe(fontRequests.length);
    for (const url of preloaded) expect(fontRequests).toContain(url);
    expect(fontRequests.length).toBeLessThanOrEqual(faces.length);
    await page.context().close();
  });

  it("sets the ₹ of its prices in its own typefaces, not a fallback font", async () => {
    const page = await open("/");
    expect(await page.getByText(/₹/).count()).toBeGreaterThan(0);
    const families = [...new Set((brand.manifest.theme.fontFaces ?? []).map((f) => f.family))];
    for (const family of families) {
      // A glyph the brand face lacks would come from the fallback, whose width differs between
      // a monospace and a serif fallback; the brand's own glyph is the same width in both.
      const widths = await page.evaluate(async (name) => {
        await document.fonts.load(`40px "${name}"`, "₹");
        const context = document.createElement("canvas").getContext("2d");
        if (!context) throw new Error("no 2D canvas");
        return ["monospace", "serif"].map((fallback) => {
          context.font = `40px "${name}", ${fallback}`;
          return context.measureText("₹₹₹").width;
        });
      }, family);
      expect(widths[0], family).toBe(widths[1]);
    }
    await page.context().close();
  });
});

describe("health-care footer (spec 2)", () => {
  it("has the subscribe block, socials, contact list and copyright line, exactly", async () => {
    const page = await open("/");
    const footer = page.locator("footer");
    expect(
      await footer.getByRole("heading", { name: "Bring a newness with collared" }).count(),
    ).toBe(1);
    expect(
      await footer
        .getByText("Subscribe and rediscover radiance, confidence and unseen insights", {
          exact: true,
        })
        .count(),
    ).toBe(1);
    expect(await footer.getByPlaceholder("Enter Your Email").count()).toBe(1);
    expect(await footer.getByRole("button", { name: "Subscribe" }).count()).toBe(1);

    const names = { facebook: "Facebook", instagram: "Instagram", linkedin: "LinkedIn" };
    const footerData = brand.manifest.footer;
    if (footerData.variant !== "subscribe") throw new Error("expected the subscribe footer");
    for (const social of footerData.socials) {
      const name = social.network === "whatsapp" ? "WhatsApp chat" : names[social.network];
      const link = footer.getByRole("link", { name, exact: true });
      expect(await link.getAttribute("href")).toBe(social.href);
    }
    expect(footerData.socials.map((social) => social.network).sort()).toEqual([
      "facebook",
      "instagram",
      "linkedin",
      "whatsapp",
    ]);

    const { contact } = brand.manifest;
    const contactBlock = page.locator("#contact");
    expect(await contactBlock.evaluate((element) => element.closest("footer") !== null)).toBe(true);
    const tel = contactBlock.getByRole("link", { name: contact.phone });
    expect(await tel.getAttribute("href")).toBe(`tel:${contact.phone.replace(/[^\d+]/g, "")}`);
    const mail = contactBlock.getByRole("link", { name: contact.email });
    expect(await mail.getAttribute("href")).toBe(`mailto:${contact.email}`);
    for (const line of contact.address) {
      expect(await contactBlock.locator("address").getByText(line, { exact: true }).count()).toBe(
        1,
      );
    }

    const copyright = footer.locator(".site-footer__copyright");
    expect(await copyright.textContent()).toMatch(
      /^© 2024 Akcent Healthcare\. All rights reserved\. Privacy Policy$/,
    );
    await copyright.getByRole("link", { name: "Privacy Policy" }).click();
    await page.waitForURL(`${site.url}/privacy-policy`);
    expect(await page.locator("main h1").textContent()).toBe("Privacy Policy");
    await page.context().close();
  });
});

describe("privacy policy (spec 2)", () => {
  it("has every heading, in order, with the content the spec lists", async () => {
    const page = await open("/privacy-policy");
    const main = page.locator("main");
    expect(await main.locator("h1").allTextContents()).toEqual(["Privacy Policy"]);
    expect(await main.locator("h2").allTextContents()).toEqual([
      "Introduction",
      "Information We Collect",
      "How We Use the Information",
      "Data Security",
      "Your Rights",
      "Changes To This Policy",
      "Contact Us",
    ]);
    const text = (await main.textContent()) ?? "";
    for (const phrase of [
      "name, e-mail address, phone number",
      "contact us or make a purchase",
      "IP address",
      "browser type",
      "usage patterns",
      "Cookies and tracking",
      "process transactions",
      "deliver products",
      "customer support",
      "reply to your inquiries",
      "prevent fraud and unauthorized access",
      "access the personal information",
      "correct it",
    ]) {
      expect(text).toContain(phrase);
    }
    const contactSection = main.locator("section", {
      has: page.getByRole("heading", { name: "Contact Us" }),
    });
    const contactText = (await contactSection.last().textContent()) ?? "";
    for (const line of brand.manifest.contact.address) expect(contactText).toContain(line);
    expect(contactText).toContain(brand.manifest.contact.phone);
    await page.context().close();
  });
});
