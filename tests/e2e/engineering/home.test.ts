import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { waitForHydration } from "../../../scripts/lib/waitForHydration";
import { swipe } from "../../support/drag";
import { MOVING_CLOCK_WAIT, movingClock } from "../../support/movingClock";
import { nextFrame } from "../../support/nextFrame";
import { openSettled } from "../../support/settledPage";
import { siteFixture } from "../../support/siteFixture";

const site = siteFixture("engineering");

/**
 * The sliders' pace (spec §3, the home page's manifest): the banner stays 5000 ms on a slide and
 * takes 800 ms to the next; the certificates 1000 ms and 1000 ms. The tests move the page's clock
 * (Playwright's, installed before the page loads) by these instead of waiting them out.
 */
const BANNER_STEP_MS = 5000 + 800;
const CERTIFICATES_STEP_MS = 1000 + 1000;

/** The home page at `width` px, hydrated, on a clock the test moves (see BANNER_STEP_MS). */
async function openHome(
  width: number,
  options: { javaScriptEnabled?: boolean; reducedMotion?: "reduce" | "no-preference" } = {},
): Promise<Page> {
  const context = await site.newContext({
    viewport: { width, height: 900 },
    ...options,
  });
  await context.clock.install();
  const page = await context.newPage();
  await page.goto(`${site.url}/`);
  if (options.javaScriptEnabled !== false) await waitForHydration(page);
  return page;
}

/**
 * Moves the page's clock by `ms` (Playwright's `fastForward`: each timer due runs once) and waits
 * for the next frame and the tasks it queued (`nextFrame`): a slider's `data-current-slide` is
 * React state that keen-slider's events set, and React commits it in a task of its own, so a read
 * right after the jump could still show the slide before a step it ended.
 */
async function fastForwardShown(page: Page, ms: number): Promise<void> {
  await page.clock.fastForward(ms);
  await nextFrame(page);
}

/** Certificates wholly inside the carousel's track. */
const certificatesInView = (page: Page) =>
  page.evaluate(() => {
    const track = document.querySelector("#certificates .carousel__track");
    if (!track) throw new Error("no certificate carousel");
    const box = track.getBoundingClientRect();
    return [...track.querySelectorAll(".carousel__slide")].filter((slide) => {
      const rect = slide.getBoundingClientRect();
      return rect.width > 0 && rect.left >= box.left - 1 && rect.right <= box.right + 1;
    }).length;
  });

const sliderReady = (page: Page, selector: string) =>
  page.waitForFunction(
    (slide) => document.querySelector(slide)?.getAttribute("style")?.includes("min-width"),
    `${selector} .keen-slider__slide`,
  );

const currentSlide = (page: Page, selector: string) =>
  page.locator(selector).getAttribute("data-current-slide").then(Number);

/** Whether keen-slider has taken over the slider at `selector` (it sizes each slide inline). */
const sliderStarted = (page: Page, selector: string) =>
  page
    .locator(`${selector} .keen-slider__slide`)
    .first()
    .evaluate((slide) => slide.getAttribute("style")?.includes("min-width") ?? false);

/**
 * Moves the page's clock by `stepMs` at a time until the slider at `selector` shows slide
 * `index`: as much time as the steps take, without waiting for it.
 */
const playsTo = (page: Page, selector: string, index: number, stepMs: number) =>
  expect
    .poll(
      movingClock(page, stepMs, () => currentSlide(page, selector)),
      MOVING_CLOCK_WAIT,
    )
    .toBe(index);

/**
 * Waits until the page has seen `selector` leave the viewport: an IntersectionObserver of the
 * test's own reports it, in the same rendering step as the slider's own observer (created
 * earlier, so told first), which pauses its auto-play.
 */
const offScreen = (page: Page, selector: string) =>
  page.evaluate(
    (target) =>
      new Promise<void>((resolve) => {
        const element = document.querySelector(target);
        if (!element) throw new Error(`no ${target}`);
        const observer = new IntersectionObserver(([entry]) => {
          if (entry?.isIntersecting) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(element);
      }),
    selector,
  );

/** Scrolls the certificates into view and waits for keen-slider to take them over. */
async function scrollToCertificates(page: Page): Promise<void> {
  await page.locator("#certificates").scrollIntoViewIfNeeded();
  await sliderReady(page, "#certificates");
}

describe("the certificate carousel", () => {
  it.each([
    { width: 400, perView: 1 },
    { width: 1280, perView: 4 },
  ])(
    "shows $perView per view at $width px, before and after its script runs",
    async ({ width, perView }) => {
      // Under reduced motion nothing steps while it is measured; the pointer starts it.
      const page = await openHome(width, { reducedMotion: "reduce" });
      await page.locator("#certificates").scrollIntoViewIfNeeded();
      await page.locator("#certificates .carousel__track").hover();
      await sliderReady(page, "#certificates");
      expect(await certificatesInView(page)).toBe(perView);
      expect(await page.locator("#certificates .carousel__slide").count()).toBe(7);
      await page.context().close();

      const noScript = await openHome(width, { javaScriptEnabled: false });
      expect(await certificatesInView(noScript)).toBe(perView);
      await noScript.context().close();
    },
  );
});

describe("the home sliders", () => {
  it("fetch the banner's hidden slides only once it has started, then show each slide's photo", async () => {
    // Without script (the prerendered page): the first slide's photo only.
    const noScript = await openHome(400, { javaScriptEnabled: false });
    expect(await noScript.locator(".slides__slide").count()).toBe(3);
    expect(await noScript.locator(".slides__slide img").count()).toBe(1);
    await noScript.context().close();

    const context = await site.newContext({
      viewport: { width: 400, height: 900 },
    });
    await context.clock.install();
    const page = await context.newPage();
    const slidePhotos: string[] = [];
    page.on("request", (request) => {
      const name = /home-slide-\d/.exec(request.url())?.[0];
      if (name) slidePhotos.push(name);
    });
    await page.goto(`${site.url}/`);
    await waitForHydration(page);
    // The banner starts when its first step is due.
    await page.clock.fastForward(BANNER_STEP_MS);
    await sliderReady(page, ".slides");
    const photos = page.locator(".slides__slide img");
    await expect.poll(() => photos.count()).toBe(3);
    for (let index = 0; index < 3; index++) {
      await expect
        .poll(() => photos.nth(index).evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
    }
    // Each photo once (one variant each), in slide order.
    expect(slidePhotos).toEqual(["home-slide-1", "home-slide-2", "home-slide-3"]);
    await context.close();
  });

  it("start only near the viewport and play only while on screen", async () => {
    const page = await openHome(1280);
    await sliderReady(page, ".slides");
    // The certificates are screens below: hydrated, the banner running, they wait.
    await fastForwardShown(page, BANNER_STEP_MS);
    expect(await sliderStarted(page, "#certificates")).toBe(false);
    expect(await currentSlide(page, "#certificates .carousel__track")).toBe(0);
    await scrollToCertificates(page);
    const track = "#certificates .carousel__track";
    await playsTo(page, track, 1, CERTIFICATES_STEP_MS);
    // Scrolled away: the step under way settles, then nothing moves, however long it is away.
    // The page's clock runs on while the test waits, so a step may be under way when it leaves.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await offScreen(page, "#certificates");
    await fastForwardShown(page, CERTIFICATES_STEP_MS);
    const left = await currentSlide(page, track);
    await fastForwardShown(page, 3 * CERTIFICATES_STEP_MS);
    expect(await currentSlide(page, track)).toBe(left);
    // Back in view, it plays on.
    await page.locator("#certificates").scrollIntoViewIfNeeded();
    await playsTo(page, track, (left + 1) % 7, CERTIFICATES_STEP_MS);
    await page.context().close();
  });

  it("play by themselves; the banner ignores swipes, the certificates pause and step with arrows", async () => {
    const page = await openHome(1280);
    // The pointer starts the banner before its first step is due, so the swipe below meets the
    // first slide at rest.
    await page.locator(".slides").hover();
    await sliderReady(page, ".slides");
    const slides = page.locator(".slides__slide");
    expect(await slides.count()).toBe(3);
    for (let index = 0; index < 3; index++) {
      expect(await slides.nth(index).locator('a[href="/contact"]').textContent()).toBe(
        "Contact Us",
      );
    }
    // Swiping is off on the banner: a drag leaves the first slide in place.
    await swipe(page, { x: 900, y: 300 }, { x: 200, y: 300 }, 8);
    await page.mouse.move(5, 890);
    expect(await currentSlide(page, ".slides")).toBe(0);

    const track = "#certificates .carousel__track";
    // Each plays only while on screen, so one at a time.
    await playsTo(page, ".slides", 1, BANNER_STEP_MS);
    await scrollToCertificates(page);
    await playsTo(page, track, 2, CERTIFICATES_STEP_MS);

    const pause = page.getByRole("button", { name: "Pause slides" }).last();
    await pause.click();
    await expect.poll(() => pause.getAttribute("aria-pressed")).toBe("true");
    // The step under way settles, then nothing moves.
    await fastForwardShown(page, CERTIFICATES_STEP_MS);
    const stopped = await currentSlide(page, track);
    await fastForwardShown(page, 3 * CERTIFICATES_STEP_MS);
    expect(await currentSlide(page, track)).toBe(stopped);

    await page.getByRole("button", { name: "Next slide" }).click();
    await expect.poll(() => currentSlide(page, track)).toBe((stopped + 1) % 7);
    await page.getByRole("button", { name: "Previous slide" }).click();
    await expect.poll(() => currentSlide(page, track)).toBe(stopped);
    await page.getByRole("button", { name: "Previous slide" }).click();
    await expect.poll(() => currentSlide(page, track)).toBe((stopped + 6) % 7);
    expect(await page.locator("#certificates [class*=dot]").count()).toBe(0);
    await page.context().close();
  });
});

describe("the home sliders under reduced motion", () => {
  it("stay still, start paused, and still step with the arrows", async () => {
    const page = await openHome(1280, { reducedMotion: "reduce" });
    const keenSlider: string[] = [];
    page.on("request", (request) => {
      if (/keen-slider/.test(request.url()) && request.resourceType() === "script")
        keenSlider.push(request.url());
    });
    // Longer than the banner's autoplay interval plus animation: with nothing to play, neither
    // slider starts, so keen-slider is not even fetched.
    await fastForwardShown(page, 2 * BANNER_STEP_MS);
    expect(await currentSlide(page, ".slides")).toBe(0);
    await page.locator("#certificates").scrollIntoViewIfNeeded();
    const track = "#certificates .carousel__track";
    await fastForwardShown(page, 2 * CERTIFICATES_STEP_MS);
    expect(await currentSlide(page, track)).toBe(0);
    expect(await sliderStarted(page, "#certificates")).toBe(false);
    expect(await sliderStarted(page, ".slides")).toBe(false);
    expect(keenSlider).toEqual([]);
    const pauseButtons = await page.getByRole("button", { name: "Pause slides" }).all();
    expect(pauseButtons).toHaveLength(2);
    for (const button of pauseButtons) {
      expect(await button.getAttribute("aria-pressed")).toBe("true");
    }
    // The first press starts the slider and takes its step.
    await page.getByRole("button", { name: "Next slide" }).click();
    await expect.poll(() => currentSlide(page, track)).toBe(1);
    expect(await sliderStarted(page, "#certificates")).toBe(true);
    await page.getByRole("button", { name: "Next slide" }).click();
    await expect.poll(() => currentSlide(page, track)).toBe(2);
    await page.context().close();
  });
});

describe("the counters", () => {
  it("count from 0 up to 100+, 250+ and 20+ when scrolled into view", async () => {
    const page = await openHome(1280);
    const values = page.locator("#numbers .counters__value");
    await expect.poll(() => values.allTextContents()).toEqual(["0+", "0+", "0+"]);
    await page.locator("#numbers").scrollIntoViewIfNeeded();
    // The count takes its time on the page's clock, moved here instead of waited for.
    await expect
      .poll(
        movingClock(page, 500, () => values.allTextContents()),
        MOVING_CLOCK_WAIT,
      )
      .toEqual(["100+", "250+", "20+"]);
    expect(await page.locator("#numbers .counters__label").allTextContents()).toEqual([
      "Projects in the last 5 years",
      "Team members",
      "Clients across India in 10 years",
    ]);
    await page.context().close();
  });

  it("show their targets at once under reduced motion", async () => {
    const page = await openHome(1280, { reducedMotion: "reduce" });
    // At once: hydrated, with no time let pass.
    expect(await page.locator("#numbers .counters__value").allTextContents()).toEqual([
      "100+",
      "250+",
      "20+",
    ]);
    await page.context().close();
  });
});

describe("the home page's media", () => {
  it("loads no video, no lightbox and nothing from another host until asked", async () => {
    const context = await site.newContext({
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    await openSettled(page, `${site.url}/`);
    expect(requests.filter((url) => !url.startsWith(site.url))).toEqual([]);
    expect(requests.filter((url) => /\.(webm|mp4)$/.test(url))).toEqual([]);
    expect(requests.filter((url) => /photoswipe/.test(url))).toEqual([]);
    const video = page.locator("#resale video");
    expect(await video.getAttribute("preload")).toBe("none");
    // Every image reserves its box, and those below the fold wait until scrolled near.
    const images = await page.locator("main img").evaluateAll((list) =>
      list.map((img) => ({
        width: img.getAttribute("width"),
        height: img.getAttribute("height"),
        loading: img.getAttribute("loading"),
        top: img.getBoundingClientRect().top,
      })),
    );
    expect(images.length).toBeGreaterThan(20);
    for (const image of images) {
      expect(Number(image.width)).toBeGreaterThan(0);
      expect(Number(image.height)).toBeGreaterThan(0);
      if (image.top > 1800) expect(image.loading).toBe("lazy");
    }
    expect(await page.locator("main picture source[type='image/avif']").count()).toBeGreaterThan(
      20,
    );
    await context.close();
  });

  it("fetches the video's poster only as the video nears the viewport", async () => {
    const context = await site.newContext({
      viewport: { width: 375, height: 812 },
    });
    const page = await context.newPage();
    const requests: string[] = [];
    page.on("request", (request) => requests.push(new URL(request.url()).pathname));
    await openSettled(page, `${site.url}/`);
    const video = page.locator("#resale video");
    // A <video poster> fetches its poster at once, wherever it is on the page.
    expect(await video.getAttribute("poster")).toBeNull();
    const beforeScroll = [...requests];

    await video.scrollIntoViewIfNeeded();
    await expect.poll(() => video.getAttribute("poster")).toMatch(/\.webp$/);
    const poster = new URL((await video.getAttribute("poster")) ?? "", site.url).pathname;
    expect(beforeScroll).not.toContain(poster);
    await expect.poll(() => requests.includes(poster)).toBe(true);
    expect(requests.filter((path) => /\.(webm|mp4)$/.test(path))).toEqual([]);
    await context.close();
  });

  it("links the About section to /about and each service card to its page", async () => {
    const page = await openHome(1280);
    expect(await page.locator("#about a", { hasText: "Learn More" }).getAttribute("href")).toBe(
      "/about",
    );
    expect(
      await page
        .locator("#services a", { hasText: "View More" })
        .evaluateAll((links) => links.map((link) => link.getAttribute("href"))),
    ).toEqual([
      "/service/plant-and-machinery-manufacturing",
      "/service/oil-and-gas-sector",
      "/service/sugar-mills",
      "/service/energy-audits",
    ]);
    expect(await page.locator("#projects h3").allTextContents()).toEqual([
      "Erection",
      "Fabrication",
      "Oil & Gas Sector",
    ]);
    expect(await page.locator("#gallery .gallery__item").count()).toBe(8);
    await page.context().close();
  });
});
