import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { waitForHydration } from "../../scripts/lib/waitForHydration";
import { TOAST_AUTO_CLOSE_MS } from "../../src/components/toasts/toastAutoClose";
import { siteFixture } from "../support/siteFixture";
import { endToastCountdown, toast, toastCountdown } from "../support/toasts";

// Spec §9: toasts sit top-right, close after 5000 ms, pause on hover and on focus loss, and a drag
// of 80% of their width dismisses them. A validation warning raises one without any backend: the
// fields the browser requires are filled, the message is left empty. The countdown is
// react-toastify's progress-bar animation, which closes the toast when it ends: the tests read
// its duration and state, and move it to its end instead of waiting 5 s.

const site = siteFixture("engineering");

const WIDTH = 1280;
const WARNING = "Please fill the data";

/**
 * /contact with one warning toast on screen, and the toast's locator; `reducedMotion` as a visitor
 * who asked their system for less motion.
 */
async function raiseToast(
  reducedMotion: "reduce" | "no-preference" = "no-preference",
): Promise<{ page: Page; toast: ReturnType<Page["locator"]> }> {
  const page = await site.newPage({ viewport: { width: WIDTH, height: 900 }, reducedMotion });
  await page.goto(`${site.url}/contact`);
  await waitForHydration(page);
  await page.getByLabel("Name").fill("Toast Case");
  await page.getByLabel("Email").fill("toast@example.com");
  await page.getByLabel("Mobile").fill("9876543210");
  await page.getByRole("button", { name: "Send Message" }).click();
  const shown = toast(page, WARNING);
  await shown.waitFor({ state: "visible" });
  // Out of the way, so the pointer does not pause it.
  await page.mouse.move(5, 890);
  return { page, toast: shown };
}

/**
 * Waits until the toast's entrance animation has ended: react-toastify starts (or restarts) the
 * countdown then, so a pause asked for earlier would be undone.
 */
const entered = (page: Page) =>
  page.waitForFunction(
    (text) =>
      [...document.querySelectorAll(".Toastify__toast")].some(
        (element) => element.textContent?.includes(text) && !/-enter\b/.test(element.className),
      ),
    WARNING,
  );

/** The warning toast's countdown, once it is `playState`. */
const countdownIs = (page: Page, playState: AnimationPlayState) =>
  expect.poll(async () => (await toastCountdown(page, WARNING)).playState).toBe(playState);

describe("toasts (spec §9)", () => {
  it("appear at the top right and close by themselves after 5000 ms", async () => {
    const { page, toast } = await raiseToast();
    const box = await toast.boundingBox();
    if (!box) throw new Error("the toast has no box");
    expect(box.y).toBeLessThan(100);
    expect(box.x + box.width).toBeGreaterThan(WIDTH - 100);
    expect(box.x).toBeGreaterThan(WIDTH / 2);
    await entered(page);
    await countdownIs(page, "running");
    expect((await toastCountdown(page, WARNING)).duration).toBe(TOAST_AUTO_CLOSE_MS);
    await endToastCountdown(page, WARNING);
    await toast.waitFor({ state: "detached" });
    await page.close();
  });

  it("stay 5000 ms for a visitor who prefers reduced motion", async () => {
    // The page cuts every animation short then; the toast's timer is an animation too.
    const { page, toast } = await raiseToast("reduce");
    await entered(page);
    await countdownIs(page, "running");
    expect((await toastCountdown(page, WARNING)).duration).toBe(TOAST_AUTO_CLOSE_MS);
    await endToastCountdown(page, WARNING);
    await toast.waitFor({ state: "detached" });
    await page.close();
  });

  it("wait while the pointer is on them, and while the window has lost focus", async () => {
    const { page, toast } = await raiseToast();
    await entered(page);
    await toast.hover();
    await countdownIs(page, "paused");
    await page.mouse.move(5, 890);
    await countdownIs(page, "running");
    await endToastCountdown(page, WARNING);
    await toast.waitFor({ state: "detached" });

    await page.getByRole("button", { name: "Send Message" }).click();
    await toast.waitFor({ state: "visible" });
    await entered(page);
    // What the browser fires when the visitor switches to another window or tab.
    await page.evaluate(() => window.dispatchEvent(new Event("blur")));
    await countdownIs(page, "paused");
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await countdownIs(page, "running");
    await endToastCountdown(page, WARNING);
    await toast.waitFor({ state: "detached" });
    await page.close();
  });

  it("go when dragged 80% of their width with the mouse, and stay after a shorter drag", async () => {
    const { page, toast } = await raiseToast();
    // The toast flies in from beyond the window's right edge: until it has landed, its box is
    // wherever the animation has it, and a drag from there would miss it.
    await entered(page);
    const drag = async (share: number) => {
      const box = await toast.boundingBox();
      if (!box) throw new Error("the toast has no box");
      const y = box.y + box.height / 2;
      // Taken near its left edge, so even a 90% drag is released inside the window, as a
      // visitor's would be.
      const from = box.x + box.width * 0.05;
      await page.mouse.move(from, y);
      await page.mouse.down();
      await page.mouse.move(from + box.width * share, y, { steps: 12 });
      await page.mouse.up();
    };
    const landed = await toast.boundingBox();
    await drag(0.5);
    // Back where it was once the 0.2 s return transition has run.
    await expect
      .poll(async () => Math.round((await toast.boundingBox())?.x ?? Number.NaN))
      .toBe(Math.round(landed?.x ?? Number.NaN));
    expect(await toast.isVisible()).toBe(true);
    await drag(0.9);
    await toast.waitFor({ state: "detached", timeout: 3000 });
    await page.close();
  });
});
