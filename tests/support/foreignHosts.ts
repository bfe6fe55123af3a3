import type { Request } from "playwright-core";

/** Any http(s) URL whose host is not the loopback address every test server listens on. */
const FOREIGN_URL = /^https?:\/\/(?!127\.0\.0\.1)/;

/**
 * Records every request of `target` (a page or a whole context) to a host other than 127.0.0.1.
 * Chromium fails each at once, as the tests' command line resolves no other host
 * (`LOOPBACK_ONLY`, scripts/lib/chromium.ts); reading the page's events, not routing its
 * requests, leaves its HTTP cache on and its requests unpaused.
 * @returns the URLs asked for, in order; the list grows as the page asks
 */
export function recordForeignRequests(target: {
  on(event: "request", listener: (request: Request) => void): unknown;
}): string[] {
  const requested: string[] = [];
  target.on("request", (request) => {
    if (FOREIGN_URL.test(request.url())) requested.push(request.url());
  });
  return requested;
}
