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
 * In the page: the countdown of the toast showing `text` (see ToastCountdown), after moving it to
 * its end when `finish` is true, as if its time had passed (the browser then fires the
 * animation's end, on which react-toastify closes the toast).
 * @throws Error when no such toast is counting down
 */
const onCountdown = (page: Page, text: string, finish: boolean): Promise<ToastCountdown> =>
  page.evaluate(
    ([shown, end]) => {
      const toastElement = [...document.querySelectorAll(".Toastify__toast")].find((element) =>
        element.textContent?.includes(shown),
      );
      const bar = toastElement?.querySelector(".Toastify__progress-bar");
      const [animation] = bar?.getAnimations() ?? [];
      if (!animation) throw new Error(`no toast counting down shows "${shown}"`);
      const countdown = {
        duration: Number(animation.effect?.getComputedTiming().duration),
        playState: animation.playState,
      };
      if (end) animation.finish();
      return countdown;
    },
    [text, finish] as const,
  );

/**
 * The countdown of the toast showing `text` (see ToastCountdown), read in the page.
 * @throws Error when no such toast, or no countdown, is on the page
 */
export const toastCountdown = (page: Page, text: string): Promise<ToastCountdown> =>
  onCountdown(page, text, false);

/**
 * Moves the countdown of the toast showing `text` to its end, as if its time had passed: the
 * browser fires the animation's end, on which react-toastify closes the toast.
 * @throws Error when no such toast is counting down
 */
export const endToastCountdown = async (page: Page, text: string): Promise<void> => {
  await onCountdown(page, text, true);
};
