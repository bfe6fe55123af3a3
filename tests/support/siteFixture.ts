import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { DEFAULT_BRANDS_DIR } from "../../scripts/brand/brandLoader";
import { launchChromium } from "../../scripts/lib/chromium";
import type { BrandBuild } from "../../scripts/siteBuild/buildBrand";
import { type BuiltSite, buildAndServe } from "./builtSite";

/** The worker's Chromium (one per Vitest worker, shared by its files), for the test file. */
export interface BrowserFixture {
  /** @throws Error when read before the file's beforeAll hooks ran */
  readonly browser: Browser;
  /**
   * A fresh browser context (no cookies, storage or routes shared with other contexts). Without
   * the site's service worker unless `options.serviceWorkers` is "allow": in every fresh context
   * it would precache every file of the brand, CPU spent for nothing but in the tests about it
   * (offline, outbox), which allow it.
   */
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
  /**
   * A page in a fresh browser context of its own, as `newContext` makes it; closing the page
   * closes its context.
   */
  newPage: (options?: BrowserContextOptions) => Promise<Page>;
}

/** A brand built for the run, served on a free loopback port, and the worker's Chromium. */
export interface SiteFixture extends BrowserFixture {
  /** Base URL without trailing slash, e.g. `http://127.0.0.1:41234`. */
  readonly url: string;
  /** The run's one build of the brand (read only: other files share it). */
  readonly build: BrandBuild;
}

// One Chromium per Vitest worker: launched by the first file that needs one and shared by every
// file the worker runs after it (each test in a fresh context), so a run launches two, not one a
// file. Playwright kills it when the worker exits; one that crashed is launched afresh.
let workerBrowser: Promise<Browser> | undefined;

/** The worker's Chromium, launched by its first user. */
function acquireBrowser(): Promise<Browser> {
  if (!workerBrowser) {
    const launching = launchChromium();
    const forget = () => {
      if (workerBrowser === launching) workerBrowser = undefined;
    };
    workerBrowser = launching;
    launching.then((browser) => browser.on("disconnected", forget), forget);
  }
  return workerBrowser;
}

/**
 * Closes what the file left open in the worker's Chromium (its contexts, and so their pages'
 * timers and animations), so the next file starts on an idle browser.
 */
async function releaseBrowser(): Promise<void> {
  // A launch that failed has failed the file's hooks already; there is nothing to close.
  const browser = await workerBrowser?.catch(() => undefined);
  await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
}

/** A value a beforeAll hook sets, for the tests and the afterAll hook to read. */
class SetLater<T> {
  private value: T | undefined;
  constructor(private readonly what: string) {}
  set(value: T): void {
    this.value = value;
  }
  /** @throws Error when read before the hook set it (or after the hook failed) */
  get(): T {
    if (this.value === undefined) throw new Error(`${this.what} is read before its hook ran`);
    return this.value;
  }
  /** The value, or undefined while the hook has not set it. */
  peek(): T | undefined {
    return this.value;
  }
}

/** The fixture's Chromium as a BrowserFixture. */
const browserOf = (launched: SetLater<Browser>): BrowserFixture => ({
  get browser() {
    return launched.get();
  },
  newContext: (options) => launched.get().newContext({ serviceWorkers: "block", ...options }),
  newPage: (options) => launched.get().newPage({ serviceWorkers: "block", ...options }),
});

/**
 * Registers beforeAll/afterAll hooks in the calling test file (or describe block) that get the
 * worker's Chromium (scripts/lib/chromium.ts; launched once per worker) and close the contexts
 * the file left open after its last test.
 */
export function browserFixture(): BrowserFixture {
  const launched = new SetLater<Browser>("the browser");
  beforeAll(async () => {
    launched.set(await acquireBrowser());
  });
  afterAll(releaseBrowser);
  return browserOf(launched);
}

/**
 * Registers beforeAll/afterAll hooks in the calling test file (or describe block): the run's
 * build of `brand` (tests/support/builtSite.ts; one per brand and run, made by the global set-up)
 * served the way `npm run preview` serves it, and the worker's Chromium (see browserFixture).
 * @param options.brandsDir where the brand lives (default `brands/`)
 * @param options.extraConnectSrc loopback origins the served CSP also allows (see serveStatic)
 */
export function siteFixture(
  brand: string,
  options: { brandsDir?: string; extraConnectSrc?: readonly string[] } = {},
): SiteFixture {
  const launched = new SetLater<Browser>("the browser");
  const served = new SetLater<BuiltSite>(`the site of ${brand}`);
  beforeAll(async () => {
    const [browser, site] = await Promise.all([
      acquireBrowser(),
      buildAndServe(brand, options.brandsDir ?? DEFAULT_BRANDS_DIR, options),
    ]);
    launched.set(browser);
    served.set(site);
  });
  afterAll(async () => {
    await Promise.all([releaseBrowser(), served.peek()?.close()]);
  });
  const chromium = browserOf(launched);
  return {
    get browser() {
      return chromium.browser;
    },
    newContext: chromium.newContext,
    newPage: chromium.newPage,
    get url() {
      return served.get().url;
    },
    get build() {
      return served.get().build;
    },
  };
}

/** Several brands' sites (see siteFixture) and the worker's Chromium. */
export interface SitesFixture extends BrowserFixture {
  /** @throws Error for a brand the fixture does not serve */
  site: (brand: string) => SiteFixture;
}

/** siteFixture for each of `brands` (from `brands/`, default options), in turn. */
export function sitesFixture(brands: readonly string[]): SitesFixture {
  const sites = new Map(brands.map((brand) => [brand, siteFixture(brand)]));
  const site = (brand: string): SiteFixture => {
    const found = sites.get(brand);
    if (!found) throw new Error(`this file serves no '${brand}'; it serves ${brands.join(", ")}`);
    return found;
  };
  const first = site(brands[0] ?? "");
  return {
    get browser() {
      return first.browser;
    },
    newContext: (options) => first.newContext(options),
    newPage: (options) => first.newPage(options),
    site,
  };
}
