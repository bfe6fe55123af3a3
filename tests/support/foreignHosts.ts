import type { BrowserContext } from "playwright-core";

/** Any http(s) URL whose host is not the loopback address every test server listens on. */
const FOREIGN_URL = /^https?:\/\/(?!127\.0\.0\.1)/;

/**
 * Answers every request of `target` (a page or a whole context) to a host other than 127.0.0.1
 * with a network error, as here, without internet, it would get anyway, and records it.
 * @returns the URLs asked for, in order; the list grows as the page asks
 */
export async function blockForeignHosts(target: Pick<BrowserContext, "route">): Promise<string[]> {
  const requested: string[] = [];
  await target.route(FOREIGN_URL, (route) => {
    requested.push(route.request().url());
    return route.abort();
  });
  return requested;
}
