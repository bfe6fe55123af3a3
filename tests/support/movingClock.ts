import type { Page } from "playwright-core";

/** How long a poll that moves the page's clock may go on in real time (a loaded machine), in ms. */
export const MOVING_CLOCK_WAIT = { timeout: 30_000 };

/**
 * A reader for `expect.poll` that moves the page's clock (Playwright's, which the test installed
 * before the page loaded) by `stepMs` before every read but the first: the app's timers on the
 * way (a deadline, a slider's interval, a wait for fonts) pass without being waited out, however
 * late the app sets them.
 * @example await expect.poll(movingClock(page, 500, () => page.title()), MOVING_CLOCK_WAIT).not.toBe(title)
 */
export function movingClock<T>(
  page: Page,
  stepMs: number,
  read: () => Promise<T>,
): () => Promise<T> {
  let first = true;
  return async () => {
    if (!first) await page.clock.fastForward(stepMs);
    first = false;
    return read();
  };
}
