import { existsSync } from "node:fs";
import { type Browser, chromium } from "playwright-core";

/** Debian's Chromium; CHROMIUM_PATH overrides it. Nothing downloads a browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Launches headless Chromium (for the e2e tests, the bench's navigation timing, screenshots and the
 * share image) with the flags this workplace needs (no sandbox as root, no
 * background network traffic to hosts we cannot reach).
 * @throws Error naming the install command when Chromium is missing
 */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: run 'apt-get install -y chromium'`);
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-quic",
      "--no-first-run",
      "--disable-sync",
    ],
  });
}
