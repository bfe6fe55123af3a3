import type { Page } from "playwright-core";
import { waitForHydration } from "../../scripts/lib/waitForHydration";
import { PERSON_MIN_FILL_MS } from "../../src/lib/spamGuard/spamLimits";

/** The moment (the page's `performance.now()`) each page's forms became usable, as first seen. */
const usableSince = new WeakMap<Page, number>();

/**
 * Waits until the page has hydrated, and remembers when its forms became usable (at the latest):
 * the start of the forms' clock against scripts (src/components/spamGuard/useSubmitClock.ts).
 */
export async function hydrated(page: Page): Promise<void> {
  await waitForHydration(page);
  if (!usableSince.has(page)) usableSince.set(page, await page.evaluate(() => performance.now()));
}

/**
 * Lets as much time pass as a person needs to fill the page's form: `PERSON_MIN_FILL_MS` after
 * it became usable (after hydration, see `hydrated`; from the start of the page's load for a
 * form filled before hydration, `beforeHydration`). On a page whose clock the test installed
 * before it loaded (Playwright's `clock.install()`), the clock is moved on by what is left;
 * otherwise the page's own time is waited for. (A clock installed later would restart the page's
 * `performance.now()` from 0.) Tests that fill at a script's speed call this before they submit,
 * or the form treats them as the script they are.
 */
export async function waitLikeAPerson(
  page: Page,
  options: { beforeHydration?: boolean } = {},
): Promise<void> {
  const since = options.beforeHydration ? 0 : usableSince.get(page);
  if (since === undefined) throw new Error("call hydrated(page) before the form is filled");
  const until = since + PERSON_MIN_FILL_MS;
  const { now, fakeClock } = await page.evaluate(() => ({
    now: performance.now(),
    fakeClock: "isFake" in Date && Date.isFake === true,
  }));
  if (now >= until) return;
  if (fakeClock) await page.clock.fastForward(Math.ceil(until - now));
  else await page.waitForFunction((at) => performance.now() >= at, until);
}
