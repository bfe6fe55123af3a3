import type { Page } from "playwright-core";

/** How far ahead of the page's time each try pauses its clock, in ms (see pauseClock). */
const PAUSE_AHEAD_MS = [1, 10, 100, 1_000] as const;

/** Playwright's refusal when the time to pause at has passed. */
const PASSED = "Cannot fast-forward to the past";

/**
 * Pauses the page's clock (Playwright's, installed before the page loaded) at its time now, or
 * just after: from here the page's time moves only as the test moves it. Playwright pauses only at
 * a time still to come, and the page's time runs on while the call travels, so on a loaded machine
 * the next millisecond can pass first. Each try reads the page's time afresh and aims further
 * ahead (`PAUSE_AHEAD_MS`); the timers due by the time it pauses at run, as they would have.
 * @throws Playwright's error when even the last try's time has passed, or any other error
 */
export async function pauseClock(page: Page): Promise<void> {
  for (const [index, aheadMs] of PAUSE_AHEAD_MS.entries()) {
    const at = await page.evaluate((ahead) => Date.now() + ahead, aheadMs);
    try {
      await page.clock.pauseAt(at);
      return;
    } catch (error) {
      const last = index === PAUSE_AHEAD_MS.length - 1;
      if (last || !(error instanceof Error) || !error.message.includes(PASSED)) throw error;
    }
  }
}
