import type { Locator, Page } from "playwright-core";

/** The toasts on `page` whose text contains `text` (react-toastify's markup). */
export const toast = (page: Page, text: string): Locator =>
  page.locator(".Toastify__toast", { hasText: text });

/** The countdown of a toast: react-toastify's progress-bar animation, whose end closes it. */
export interface ToastCountdown {
  /** The animation's whole duration, in ms. */
  duration: number;
  /** "running", or "paused" while the toast waits (hovered, the window unfocused). */
  playState: AnimationPlayState;
}

/**
 * The countdown of the toast showing `text` (see ToastCountdown), read in the page.
 * @throws Error when no such toast, or no countdown, is on the page
 */
export const toastCountdown = (page: Page, text: string): Promise<ToastCountdown> =>
  page.evaluate((shown) => {
    const toastElement = [...document.querySelectorAll(".Toastify__toast")].find((element) =>
      element.textContent?.includes(shown),
    );
    const [animation] =
      toastElement?.querySelector(".Toastify__progress-bar")?.getAnimations() ?? [];
    if (!animation) throw new Error(`no toast counting down shows "${shown}"`);
    return {
      duration: Number(animation.effect?.getComputedTiming().duration),
      playState: animation.playState,
    };
  }, text);

/**
 * Moves the countdown of the toast showing `text` to its end, as if its time had passed: the
 * browser fires the animation's end, on which react-toastify closes the toast.
 * @throws Error when no such toast is counting down
 */
export const endToastCountdown = (page: Page, text: string): Promise<void> =>
  page.evaluate((shown) => {
    const toastElement = [...document.querySelectorAll(".Toastify__toast")].find((element) =>
      element.textContent?.includes(shown),
    );
    const [animation] =
      toastElement?.querySelector(".Toastify__progress-bar")?.getAnimations() ?? [];
    if (!animation) throw new Error(`no toast counting down shows "${shown}"`);
    animation.finish();
  }, text);
