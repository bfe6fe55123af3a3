import { existsSync } from "node:fs";
import { type Browser, type BrowserContext, chromium } from "playwright-core";

/** Debian's Chromium; CHROMIUM_PATH overrides it. Nothing downloads a browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The features Playwright disables in Chromium (playwright-core 1.65, its chromiumSwitches.ts).
 * Chromium keeps only the last `--disable-features` of a command line, so ours repeats them;
 * tests/e2e/chromium.test.ts fails when a Playwright upgrade disables one this list lacks.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
];

/**
 * The omnibox's WebUI popups, which headless Chromium 156 renders for every new page although
 * nothing ever shows them: two hidden chrome:// pages that took about 0.9 s of CPU per page, and
 * a page cost four times as much CPU to open as to load a route in.
 */
const OMNIBOX_POPUP_FEATURES = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup"];

/**
 * The renderer process Chromium starts ahead for the next page. A page of another browser context
 * cannot use it (each context has a storage partition of its own), so with a fresh context per
 * test every page started a renderer for itself and a spare that was thrown away: about 35 ms of
 * Chromium's CPU more a context (a fresh context, page and load of a route: 255 against 220 ms).
 */
const SPARE_RENDERER_FEATURES = ["SpareRendererForSitePerProcess"];

/** The switch whose value lists the features Chromium leaves off. */
const DISABLE_FEATURES = "--disable-features=";

/** The `--disable-features` value launchChromium passes: Playwright's list and ours. */
export const DISABLED_FEATURES = [
  ...PLAYWRIGHT_DISABLED_FEATURES,
  ...OMNIBOX_POPUP_FEATURES,
  ...SPARE_RENDERER_FEATURES,
];

/**
 * Every host name but the loopback's resolves to nothing, at once: the servers Chromium is pointed
 * at all listen on 127.0.0.1, and a page's request to another host (a map embed, a mistaken CDN
 * link) fails on the spot instead of waiting on a resolver that cannot reach the internet, on any
 * machine. Unlike Playwright's request routing, which pauses every request of a page in the
 * browser until the test process answers (and turns the page's HTTP cache off: 15 % more CPU for
 * the pages that routed only to block other hosts), it costs nothing. A test still sees such a
 * request in its page's `request` events (tests/support/foreignHosts.ts).
 */
export const LOOPBACK_ONLY =
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost";

/**
 * The command line every launch of Chromium takes (the tests, the bench's Lighthouse runs and its
 * navigation timing, screenshots, the share image): headless, no sandbox as root, no network
 * traffic to hosts other than the loopback, no hidden omnibox pages, no spare renderer. Without a
 * GPU, the compositing is in software; `--in-process-gpu` does it on a thread of the browser
 * process instead of a GPU process of its own, which saves that process and a message per frame
 * between the two (with the spare renderer off, the browser files' CPU fell 7 %, 109.7 to 101.6 s
 * in three runs each of four files).
 */
export const CHROMIUM_ARGS: readonly string[] = [
  LOOPBACK_ONLY,
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--in-process-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-quic",
  "--no-first-run",
  "--disable-sync",
  `${DISABLE_FEATURES}${DISABLED_FEATURES.join(",")}`,
];

/**
 * `CHROMIUM_ARGS` for a launcher that writes flags of its own before ours (chrome-launcher does):
 * the features its `--disable-features` names are added to ours, since Chromium keeps only the
 * last `--disable-features` of a command line and would otherwise drop the launcher's.
 * @param launcherFlags the flags the launcher puts first
 */
export function chromiumArgsAfter(launcherFlags: readonly string[]): string[] {
  const theirs = launcherFlags
    .filter((flag) => flag.startsWith(DISABLE_FEATURES))
    .flatMap((flag) => flag.slice(DISABLE_FEATURES.length).split(","));
  const features = [...new Set([...DISABLED_FEATURES, ...theirs])];
  return CHROMIUM_ARGS.map((arg) =>
    arg.startsWith(DISABLE_FEATURES) ? `${DISABLE_FEATURES}${features.join(",")}` : arg,
  );
}

/** @throws Error naming the install command when Chromium is missing */
function checkChromium(): void {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: run 'apt-get install -y chromium'`);
  }
}

/**
 * Launches headless Chromium (for the e2e tests, the bench's navigation timing, screenshots and the
 * share image) with the flags this workplace needs (`CHROMIUM_ARGS`).
 * @throws Error naming the install command when Chromium is missing
 */
export async function launchChromium(): Promise<Browser> {
  checkChromium();
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
}

/**
 * Launches headless Chromium on a profile folder of its own, as a visitor's browser is: what a
 * site keeps (IndexedDB, localStorage, its service worker) is there again when it is launched
 * anew on the same folder. Closing the context closes the browser.
 * @param userDataDir the profile folder (created when missing)
 * @throws Error naming the install command when Chromium is missing
 */
export async function launchPersistentChromium(
  userDataDir: string,
  options: { viewport?: { width: number; height: number } } = {},
): Promise<BrowserContext> {
  checkChromium();
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
    ...options,
  });
}
