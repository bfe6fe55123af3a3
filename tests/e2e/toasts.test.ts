import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { waitForHydration } from "../../scripts/lib/waitForHydration";
import { siteFixture } from "../support/siteFixture";
import { toast } from "../support/toasts";

// Spec §9: toasts sit top-right, close after 5000 ms, pause on hover and on focus loss, and a drag
// of 80% of their width dismisses them. A validation warning raises one without any backend: the
// fields the browser requires are filled, the message is left empty.

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

/** Milliseconds until the toast leaves the page, measured in the page itself. */
const msUntilGone = (page: Page) =>
  page.evaluate(
    (text) =>
      new Promise<number>((resolve) => {
        const started = performance.now();
        const check = () => {
          const present = [...document.querySelectorAll(".Toastify__toast")].some((element) =>
            element.textContent?.includes(text),
          );
          if (present) requestAnimationFrame(check);
          else resolve(performance.now() - started);
        };
        check();
      }),
    WARNING,
  );

describe("toasts (spec §9)", () => {
  it("appear at the top right and close by themselves after 5000 ms", async () => {
    const { page, toast } = await raiseToast();
    const box = await toast.boundingBox();
    if (!box) throw new Error("the toast has no box");
    expect(box.y).toBeLessThan(100);
    expect(box.x + box.width).toBeGreaterThan(WIDTH - 100);
    expect(box.x).toBeGreaterThan(WIDTH / 2);
    // 5000 ms from its appearance, plus the exit animation; a loaded machine adds a little.
    const gone = await msUntilGone(page);
    expect(gone).toBeGreaterThan(4000);
    expect(gone).toBeLessThan(8000);
    await page.close();
  });

  it("stay 5000 ms for a visitor who prefers reduced motion", async () => {
    // The page cuts every animation short then; the toast's timer is an animation too.
    const { page } = await raiseToast("reduce");
    const gone = await msUntilGone(page);
    expect(gone).toBeGreaterThan(4000);
    expect(gone).toBeLessThan(8000);
    await page.close();
  });

  it("wait while the pointer is on them, and while the window has lost focus", async () => {
    const { page, toast } = await raiseToast();
    await entered(page);
    await toast.hover();
    await page.waitForTimeout(6500);
    expect(await toast.isVisible()).toBe(true);
    await page.mouse.move(5, 890);
    await toast.waitFor({ state: "detached", timeout: 10_000 });

    await page.getByRole("button", { name: "Send Message" }).click();
    await toast.waitFor({ state: "visible" });
    await entered(page);
    // What the browser fires when the visitor switches to another window or tab.
    await page.evaluate(() => window.dispatchEvent(new Event("blur")));
    await page.waitForTimeout(6500);
    expect(await toast.isVisible()).toBe(true);
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await toast.waitFor({ state: "detached", timeout: 10_000 });
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
    await page.waitForTimeout(600);
    expect(await toast.isVisible()).toBe(true);
    expect((await toast.boundingBox())?.x).toBeCloseTo(landed?.x ?? Number.NaN, 0);
    await drag(0.9);
    await toast.waitFor({ state: "detached", timeout: 3000 });
    await page.close();
  });
});
