import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { waitForHydration } from "../../../scripts/lib/waitForHydration";
import { dragTo, swipe } from "../../support/drag";
import { siteFixture } from "../../support/siteFixture";

const site = siteFixture("engineering");
let page: Page;
const requests: string[] = [];
beforeAll(async () => {
  page = await site.newPage({ viewport: { width: 1280, height: 900 } });
  page.on("request", (request) => requests.push(request.url()));
  await page.goto(`${site.url}/projects`);
  await waitForHydration(page);
  // Every lightbox state the gallery passes through, in order.
  await page.evaluate(() => {
    const grid = document.querySelector(".gallery__grid");
    if (!grid) throw new Error("no gallery");
    const seen: string[] = [];
    Object.assign(window, { lightboxStates: seen });
    new MutationObserver(() => seen.push(grid.getAttribute("data-lightbox-state") ?? "")).observe(
      grid,
      { attributes: true, attributeFilter: ["data-lightbox-state"] },
    );
  });
});

const photos = () => page.locator(".gallery__item");
const filter = (name: string) => page.locator(".gallery__filter", { hasText: name });

describe("the projects filter", () => {
  it("shows 26 photos, then 7 fabrication, 6 oil and gas sector, 13 erection", async () => {
    expect(await page.locator(".gallery__filter").allTextContents()).toEqual([
      "All",
      "Oil & Gas Sector",
      "Fabrication",
      "Erection",
    ]);
    expect(await photos().count()).toBe(26);
    expect(await filter("All").getAttribute("aria-pressed")).toBe("true");
    for (const [name, category, count] of [
      ["Fabrication", "fabrication", 7],
      ["Oil & Gas Sector", "oil-and-gas-sector", 6],
      ["Erection", "erection", 13],
    ] as const) {
      await filter(name).click();
      await expect.poll(() => photos().count()).toBe(count);
      expect(await filter(name).getAttribute("aria-pressed")).toBe("true");
      const categories = await photos().evaluateAll((items) =>
        items.map((item) => item.getAttribute("data-category")),
      );
      expect(new Set(categories)).toEqual(new Set([category]));
      expect(await page.locator(".gallery__count").textContent()).toBe(`Showing ${count} photos`);
    }
  });

  it("returns to all when the active filter is chosen again, and from All", async () => {
    // The page is shared with the test before; make Erection the active filter whatever ran first.
    if ((await filter("Erection").getAttribute("aria-pressed")) !== "true") {
      await filter("Erection").click();
    }
    await filter("Erection").click();
    await expect.poll(() => photos().count()).toBe(26);
    expect(await filter("All").getAttribute("aria-pressed")).toBe("true");
    expect(await filter("Erection").getAttribute("aria-pressed")).toBe("false");
    await filter("Fabrication").click();
    await expect.poll(() => photos().count()).toBe(7);
    await filter("All").click();
    await expect.poll(() => photos().count()).toBe(26);
  });
});

describe("the lightbox", () => {
  const states = () =>
    page.evaluate(() => (window as unknown as { lightboxStates: string[] }).lightboxStates);
  const open = async (index = 0) => {
    await page.evaluate(() => {
      (window as unknown as { lightboxStates: string[] }).lightboxStates.length = 0;
    });
    await photos().nth(index).locator("a").click();
    await page.locator(".pswp img.pswp__img").first().waitFor({ state: "visible" });
    await expect.poll(states).toEqual(["loading", "loaded"]);
  };
  const expectClosed = async () => {
    await expect
      .poll(states, { timeout: 5000 })
      .toEqual(["loading", "loaded", "unloading", "unloaded"]);
    expect(await page.locator(".pswp").count()).toBe(0);
  };

  it("gives every photo its width and height, and loads PhotoSwipe only on the first click", async () => {
    const sizes = await page
      .locator(".gallery__link")
      .evaluateAll((links) =>
        links.map((link) => [link.dataset.pswpWidth, link.dataset.pswpHeight].map(Number)),
      );
    expect(sizes).toHaveLength(26);
    for (const [width, height] of sizes) {
      expect(width).toBeGreaterThan(0);
      expect(height).toBeGreaterThan(0);
    }
    expect(requests.filter((url) => /photoswipe/.test(url))).toEqual([]);
    await open(3);
    expect(requests.filter((url) => /photoswipe.*\.js$/.test(url))).toHaveLength(1);
    expect(requests.filter((url) => /photoswipe.*\.css$/.test(url))).toHaveLength(1);
    await page.keyboard.press("Escape");
    await expectClosed();
  });

  it("closes on Escape", async () => {
    await open();
    await page.keyboard.press("Escape");
    await expectClosed();
  });

  it("closes on its close button", async () => {
    await open();
    await page.getByRole("button", { name: "Close" }).click();
    await expectClosed();
  });

  it("closes on a click outside the image", async () => {
    await open();
    const image = await page.locator(".pswp__img").last().boundingBox();
    if (!image) throw new Error("no image box");
    expect(image.x).toBeGreaterThan(10);
    await page.mouse.click(image.x / 2, image.y + image.height - 10);
    await expectClosed();
  });

  it("closes on a wheel scroll", async () => {
    await open();
    await page.mouse.move(640, 450);
    await page.mouse.wheel(0, 120);
    await expectClosed();
  });

  it("closes on a vertical swipe of more than 10 px", async () => {
    await open();
    await dragTo(page, { x: 640, y: 450 }, { x: 641, y: 466 }, 4);
    await expectClosed();
    await page.mouse.up();
  });

  it("stays open on a sideways swipe, moving to the next photo", async () => {
    await open(0);
    // PhotoSwipe ignores a pointer until its opening animation has ended, when it shows the slides
    // beside the current one; on a loaded machine the swipe could otherwise come first.
    await expect
      .poll(() =>
        page
          .locator(".pswp__item")
          .evaluateAll((items) => items.filter((item) => item.style.display !== "none").length),
      )
      .toBe(3);
    // Past half the 1280 px viewport: PhotoSwipe then moves on whatever the swipe's speed (a
    // shorter one moves on only above 0.5 px/ms, which a loaded machine's frames may not reach).
    await swipe(page, { x: 1100, y: 450 }, { x: 300, y: 458 }, 10);
    await expect
      .poll(() => page.locator(".pswp__counter").textContent(), { timeout: 5000 })
      .toMatch(/^2 \/ 26/);
    expect(await states()).toEqual(["loading", "loaded"]);
    await page.keyboard.press("Escape");
    await expectClosed();
  });
});
