import type { Page, Request, Response } from "playwright-core";
import { waitForHydration } from "../../scripts/lib/waitForHydration";

/** A page's requests not yet answered, and the waits for there being none. */
interface InFlight {
  pending: Set<Request>;
  waiting: (() => void)[];
}

const tracked = new WeakMap<Page, InFlight>();

/**
 * Starts counting `page`'s requests in flight (once per page: later calls reuse the count). A
 * request counts from the page's `request` event to its `requestfinished` or `requestfailed`
 * (an abort, a navigation away, a blocked host); a service worker's own fetches are not the
 * page's and do not count.
 */
function inFlight(page: Page): InFlight {
  const known = tracked.get(page);
  if (known) return known;
  const state: InFlight = { pending: new Set(), waiting: [] };
  const end = (request: Request) => {
    state.pending.delete(request);
    if (state.pending.size > 0) return;
    for (const resolve of state.waiting.splice(0)) resolve();
  };
  page.on("request", (request) => state.pending.add(request));
  page.on("requestfinished", end);
  page.on("requestfailed", end);
  tracked.set(page, state);
  return state;
}

/** Resolves once `page` has no request in flight (at once when it has none). */
function noneInFlight(state: InFlight): Promise<void> {
  if (state.pending.size === 0) return Promise.resolve();
  return new Promise((resolve) => state.waiting.push(resolve));
}

/**
 * Opens `url` in `page` and resolves once the page has settled: loaded, hydrated (unless
 * `hydrates: false`, for a page served without the app's scripts), its fonts ready, and every
 * request it made by then answered. A state, not a quiet period: Playwright's `networkidle` waits
 * out 500 ms without requests after every load. Requests the page makes later (a slider's
 * library once its first step is due, a form's SDK at a touch) are each test's own to wait for.
 * @returns the navigation's response (null for a same-document navigation)
 */
export async function openSettled(
  page: Page,
  url: string,
  options: { hydrates?: boolean } = {},
): Promise<Response | null> {
  inFlight(page);
  const response = await page.goto(url, { waitUntil: "load" });
  await pageSettled(page, options);
  return response;
}

/**
 * Resolves once the page already open in `page` has settled, as `openSettled` defines it: after
 * a reload, a click that navigates or a form's answer. The requests counted are those made since
 * the first `openSettled` or `pageSettled` on this page.
 */
export async function pageSettled(
  page: Page,
  { hydrates = true }: { hydrates?: boolean } = {},
): Promise<void> {
  const state = inFlight(page);
  if (hydrates) await waitForHydration(page);
  // Answered in the page after every request it started before: the protocol delivers a page's
  // request events in the order the page made them, ahead of this evaluation's result.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await noneInFlight(state);
}
