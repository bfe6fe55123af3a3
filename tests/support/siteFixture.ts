import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { DEFAULT_BRANDS_DIR } from "../../scripts/brand/brandLoader";
import { launchChromium } from "../../scripts/lib/chromium";
import type { BrandBuild } from "../../scripts/siteBuild/buildBrand";
import { type BuiltSite, buildAndServe } from "./builtSite";

/** The test file's Chromium, launched before its first test and closed after its last. */
export interface BrowserFixture {
  /** @throws Error when read before the file's beforeAll hooks ran */
  readonly browser: Browser;
  /**
   * A page in a fresh browser context of its own (no cookies, storage or routes shared with
   * other pages); closing the page closes its context.
   */
  newPage: (options?: BrowserContextOptions) => Promise<Page>;
}

/** A brand built for the run, served on a free loopback port, and the file's Chromium. */
export interface SiteFixture extends BrowserFixture {
  /** Base URL without trailing slash, e.g. `http://127.0.0.1:41234`. */
  readonly url: string;
  /** The run's one build of the brand (read only: other files share it). */
  readonly build: BrandBuild;
}

// One Chromium per test file, however many fixtures share it; closed after the last of them.
let shared: Promise<Browser> | undefined;
let users = 0;

/** The file's Chromium, launched by its first user. */
function acquireBrowser(): Promise<Browser> {
  users += 1;
  shared ??= launchChromium();
  return shared;
}

/** Closes the file's Chromium once its last user is done with it. */
async function releaseBrowser(): Promise<void> {
  users -= 1;
  if (users > 0 || !shared) return;
  const closing = shared;
  shared = undefined;
  // A launch that failed has failed the file's hooks already; there is nothing to close.
  await (await closing.catch(() => undefined))?.close();
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
  newPage: (options) => launched.get().newPage(options),
});

/**
 * Registers beforeAll/afterAll hooks in the calling test file (or describe block) that launch
 * Chromium (scripts/lib/chromium.ts; one per file, however many fixtures share it) and close it
 * after the file's last user.
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
 * served the way `npm run preview` serves it, and the file's Chromium (see browserFixture).
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
    newPage: chromium.newPage,
    get url() {
      return served.get().url;
    },
    get build() {
      return served.get().build;
    },
  };
}

/** Several brands' sites (see siteFixture) and the file's one Chromium. */
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
    newPage: (options) => first.newPage(options),
    site,
  };
}
