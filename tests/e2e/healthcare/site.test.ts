import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { type LoadedBrand, loadBrand } from "../../../scripts/brand/brandLoader";
import { formatPrice } from "../../../src/brand/priceCopy";
import { isSearchUrl } from "../../../src/sections/packs/isSearchUrl";
import { recordScroll, type ScrollSample } from "../../support/scrollRecorder";
import { openSettled, pageSettled } from "../../support/settledPage";
import { siteFixture } from "../../support/siteFixture";

const site = siteFixture("healthcare");
let brand: LoadedBrand;

beforeAll(async () => {
  brand = await loadBrand("healthcare");
});

async function open(
  path: string,
  options: { width?: number; reducedMotion?: "reduce" | "no-preference" } = {},
): Promise<Page> {
  const context = await site.newContext({
    viewport: { width: options.width ?? 1280, height: 800 },
    reducedMotion: options.reducedMotion ?? "no-preference",
  });
  const page = await context.newPage();
  await openSettled(page, `${site.url}${path}`);
  return page;
}

const nav = (page: Page) => page.getByRole("navigation", { name: "Main navigation" });
const headerLink = (page: Page, name: string) => nav(page).getByRole("link", { name });

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
function expectSmooth(log: ScrollSample[], direction: "up" | "down") {
  const positions = log.map(({ y }) => y);
  expect(new Set(positions).size).toBeGreaterThan(4);
  expect((log.at(-1)?.ms ?? 0) - (log[0]?.ms ?? 0)).toBeGreaterThan(100);
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

describe("health-care header (spec §2)", () => {
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
    expect(new Set((await scrolls()).map(({ y }) => y)).size).toBeLessThanOrEqual(2);
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
    // Marketplace links name the product's own page, never search results.
    expect(hrefs.filter((href) => href === null || isSearchUrl(href))).toEqual([]);
    expect(await page.locator("h1").textContent()).toBe(brand.manifest.product?.name);
    await page.context().close();
  });

  it("reads in its own self-hosted fonts, preloaded and served from the site itself", async () => {
    // Settled: the first load's fonts are all in before the count starts.
    const page = await open("/");
    const fontRequests: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fontRequests.push(request.url());
    });
    await page.reload({ waitUntil: "load" });
    await pageSettled(page);
    const loaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((face) => face.status === "loaded").map((f) => f.family);
    });
    // The faces of every locale and of English (the Hindi pages' own are for them alone).
    const faces = (brand.manifest.theme.fontFaces ?? []).filter(
      (face) => !face.locales || face.locales.includes("en"),
    );
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
    const faces = (brand.manifest.theme.fontFaces ?? []).filter((face) => !face.locales);
    const families = [...new Set(faces.map((f) => f.family))];
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

describe("health-care footer (spec §2)", () => {
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
    expect(await footer.getByRole("button", { name: "Subscribe", exact: true }).count()).toBe(1);

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
    // The spec's line and link exactly, then the manifest's other page links.
    expect(await copyright.textContent()).toBe(
      "© 2024 Akcent Healthcare. All rights reserved. Privacy Policy · Shipping & Returns · Terms & Conditions",
    );
    await copyright.getByRole("link", { name: "Privacy Policy" }).click();
    await page.waitForURL(`${site.url}/privacy-policy`);
    await expect.poll(() => page.locator("main h1").textContent()).toBe("Privacy Policy");
    await page.context().close();
  });
});

describe("privacy policy (spec §2)", () => {
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
    // Your Rights and Contact Us name the grievance officer, at the manifest's address; the
    // rights say how to withdraw and where to complain, as the forms' notice does.
    const grievance = `Grievance Officer (requests and complaints about your personal data): ${brand.manifest.leads?.grievanceEmail}`;
    expect(contactText).toContain(grievance);
    const rightsText =
      (await main
        .locator("section", { has: page.getByRole("heading", { name: "Your Rights" }) })
        .last()
        .textContent()) ?? "";
    for (const phrase of [
      "withdraw your consent at any time",
      "your subscription starts only when you open it",
      "a link that unsubscribes you at once",
      "ask for that link with Unsubscribe under the subscribe form",
      `write to our Grievance Officer at ${brand.manifest.leads?.grievanceEmail}`,
      "you may complain to the Data Protection Board of India",
    ]) {
      expect(rightsText).toContain(phrase);
    }
    await page.context().close();
  });
});

/** The home page's packs section and the order form it opens, from the manifest. */
function buyingPath() {
  const sections = brand.manifest.pages[0]?.sections ?? [];
  const packs = sections.find((section) => section.type === "packs");
  if (packs?.type !== "packs" || !packs.orderFormId) throw new Error("no packs with an order form");
  const chosen = packs.packs.flatMap((pack) =>
    pack.choice ? [{ ...pack, choice: pack.choice }] : [],
  );
  expect(chosen).toHaveLength(packs.packs.length);
  return { formId: packs.orderFormId, packs: chosen };
}

const packSelect = (page: Page, formId: string) =>
  page.locator(`#${formId}`).getByLabel("Pack", { exact: true });

const buyButton = (page: Page, packKey: string) =>
  page
    .locator(".pack", { has: page.getByRole("heading", { name: packHeading(packKey) }) })
    // Chromium names it "Buy now : 15-day pack": the hidden part is a box of its own.
    .getByRole("link", { name: new RegExp(`^Buy now\\s*:\\s*${packHeading(packKey)}$`) });

const packHeading = (packKey: string) => {
  const heading = brand.resources[brand.manifest.defaultLocale]?.translation[`${packKey}.heading`];
  if (typeof heading !== "string") throw new Error(`no heading for ${packKey}`);
  return heading;
};

describe("health-care buying path", () => {
  it("each pack's Buy now opens the order form with that pack chosen, and again after a change", async () => {
    const { formId, packs } = buyingPath();
    const page = await open("/");
    const select = packSelect(page, formId);
    expect(await select.inputValue()).toBe("");
    for (const pack of packs) {
      await page.locator("#buy-now").scrollIntoViewIfNeeded();
      await buyButton(page, pack.key).click();
      await page.waitForURL((url) => url.hash === `#${formId}` && url.search.includes("choice="));
      await expect.poll(() => select.inputValue()).toBe(pack.choice);
      await expect
        .poll(async () => Math.abs(await topOf(page, formId)) < 120, { timeout: 5000 })
        .toBe(true);
    }
    // The visitor picks another pack, goes back up and presses the same Buy now again.
    const [first, last] = [packs[0], packs.at(-1)];
    if (!first || !last) throw new Error("no packs");
    await select.selectOption(first.choice);
    await buyButton(page, last.key).click();
    await expect.poll(() => select.inputValue()).toBe(last.choice);
    // Typed details stay when a pack is chosen.
    await page.locator(`#${formId}`).getByLabel("Name", { exact: true }).fill("Asha Rao");
    await buyButton(page, first.key).click();
    await expect.poll(() => select.inputValue()).toBe(first.choice);
    expect(await page.locator(`#${formId}`).getByLabel("Name", { exact: true }).inputValue()).toBe(
      "Asha Rao",
    );
    await page.context().close();
  });

  it("has how ordering works beside the order form on a wide screen, and under it on a phone", async () => {
    const { formId } = buyingPath();
    const partnerId = brand.manifest.pages[0]?.sideBySide?.find(([first]) => first === formId)?.[1];
    if (!partnerId) throw new Error(`nothing is beside #${formId}`);
    for (const [width, beside] of [
      [1440, true],
      [375, false],
    ] as const) {
      const page = await open("/", { width });
      const form = await page.locator(`#${formId}`).boundingBox();
      const partner = await page.locator(`#${partnerId}`).boundingBox();
      if (!form || !partner) throw new Error("the order row is not laid out");
      if (beside) {
        expect(Math.abs(partner.y - form.y)).toBeLessThan(2);
        expect(partner.x).toBeGreaterThanOrEqual(form.x + form.width);
      } else {
        expect(partner.y).toBeGreaterThanOrEqual(form.y + form.height - 1);
      }
      // Who calls, when, how to pay and how long delivery takes, with the manifest's phone.
      const text = (await page.locator(`#${partnerId}`).textContent()) ?? "";
      for (const fact of [brand.manifest.contact.phone, "10 am to 7 pm", "cash on delivery"])
        expect(text).toContain(fact);
      expect(text).toMatch(/three to seven working days/);
      await page.context().close();
    }
  });

  it("works from another route: privacy policy → Buy Now in the header → a pack's Buy now", async () => {
    const { formId, packs } = buyingPath();
    const pack = packs[1] ?? packs[0];
    if (!pack) throw new Error("no packs");
    const page = await open("/privacy-policy");
    const loads: string[] = [];
    page.on("load", () => loads.push(page.url()));
    await headerLink(page, "Buy Now").click();
    await page.waitForURL(`${site.url}/#buy-now`);
    await buyButton(page, pack.key).click();
    await expect.poll(() => packSelect(page, formId).inputValue()).toBe(pack.choice);
    expect(new URL(page.url()).search).toBe(`?choice=${pack.choice.replaceAll(" ", "-")}`);
    expect(loads).toEqual([]); // client navigation throughout
    await page.context().close();
  });

  it("a shared or pre-hydration address /?choice=…#order chooses the pack once the page hydrates", async () => {
    const { formId, packs } = buyingPath();
    const pack = packs.at(-1);
    if (!pack) throw new Error("no packs");
    const page = await open(`/?choice=${encodeURIComponent(pack.choice)}#${formId}`);
    await expect.poll(() => packSelect(page, formId).inputValue()).toBe(pack.choice);
    await page.context().close();
  });

  it("without JavaScript the Buy now links still lead to the order form", async () => {
    const { formId, packs } = buyingPath();
    const pack = packs[0];
    if (!pack) throw new Error("no packs");
    const context = await site.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.url}/`);
    await buyButton(page, pack.key).click();
    await page.waitForURL((url) => url.hash === `#${formId}`);
    expect(await page.locator(`#${formId} form`).isVisible()).toBe(true);
    expect(await topOf(page, formId)).toBeLessThan(120);
    await context.close();
  });
});

describe("health-care FAQ", () => {
  it("opens and closes each question by keyboard, one answer at a time as chosen", async () => {
    const page = await open("/", { reducedMotion: "reduce" });
    const items = page.locator("#faq details");
    const count = await items.count();
    expect(count).toBeGreaterThanOrEqual(8);
    expect(count).toBeLessThanOrEqual(10);
    const isOpen = (index: number) =>
      items.nth(index).evaluate((d) => (d as HTMLDetailsElement).open);
    const answer = (index: number) => items.nth(index).locator(".faq__answer");

    // Tab from the order form's submit button past the notice's disclosure under the form
    // (notice before collection; closed, its links are not in the tab order) to the first
    // question.
    await page.locator("#order button[type=submit]").focus();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      "How we use your details, and your rights",
    );
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      await items.nth(0).locator("summary").textContent(),
    );
    expect(await answer(0).isVisible()).toBe(false);
    await page.keyboard.press("Enter");
    expect(await isOpen(0)).toBe(true);
    expect(await answer(0).isVisible()).toBe(true);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
    expect(await isOpen(1)).toBe(true);
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Enter");
    expect([await isOpen(0), await isOpen(1)]).toEqual([false, true]);
    await page.context().close();
  });

  it("answers the questions a shopper asks, and sends to a doctor where it should", async () => {
    const page = await open("/");
    const text = ((await page.locator("#faq").textContent()) ?? "").toLowerCase();
    for (const topic of [
      "sachet a day",
      "taste",
      "fish",
      "pregnant",
      "eight weeks",
      "delivery",
      "return",
      "store",
    ]) {
      expect(text).toContain(topic);
    }
    expect(text.match(/ask your doctor/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
    expect(text).not.toMatch(/\bcures?\b(?! or prevent)/);
    await page.context().close();
  });
});

describe("health-care legal pages and FSSAI licence", () => {
  it.each([
    ["Shipping & Returns", "/shipping-returns"],
    ["Terms & Conditions", "/terms"],
  ])("the footer links %s, which opens %s with its sections", async (name, path) => {
    const page = await open("/");
    await page.locator("footer").getByRole("link", { name, exact: true }).click();
    await page.waitForURL(`${site.url}${path}`);
    // The address changes as the navigation starts; the page follows once its chunk is in.
    await expect.poll(() => page.locator("main h1").textContent()).toBe(name);
    expect(await page.locator("main h2").count()).toBeGreaterThanOrEqual(5);
    expect(await page.title()).toContain(name);
    await page.context().close();
  });

  it("shows the manifest's 14-digit FSSAI licence number in the footer on every page", async () => {
    const licence = brand.manifest.contact.fssaiLicence;
    expect(licence).toMatch(/^\d{14}$/);
    for (const { path } of brand.manifest.pages) {
      const page = await open(path);
      expect(await page.locator("footer").getByText(`FSSAI Lic. No. ${licence}`).count()).toBe(1);
      await page.context().close();
    }
  });
});
