import { rm } from "node:fs/promises";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll } from "vitest";
import { launchPersistentChromium } from "../../scripts/lib/chromium";
import { ownedScratchDir } from "../../scripts/lib/ownedScratchDir";

/** A visitor's browser on a profile of its own, and a way to launch it again on that profile. */
export type PersistentBrowser<Extra> = {
  context: BrowserContext;
  page: Page;
  /** Launches the browser again on the same profile (close it first). */
  relaunch: () => Promise<{ context: BrowserContext; page: Page } & Extra>;
} & Extra;

/**
 * Browsers with profiles of their own, closed and launched again on them: what the site keeps
 * on the device (the outbox in IndexedDB, the service worker and its caches) is there at the
 * next launch, as on a phone, and Background Sync runs (a fresh context is off the record).
 * The profiles are deleted after the file's tests.
 * @param onLaunch called with each launched context; what it returns joins the browser (a
 *   recorder of its requests)
 * @returns a function that opens a browser on a new profile, 1280 x 900
 */
export function persistentBrowserFixture<Extra extends object>(
  onLaunch: (context: BrowserContext) => Extra,
): () => Promise<PersistentBrowser<Extra>> {
  const profiles: string[] = [];
  afterAll(async () => {
    for (const dir of profiles) await rm(dir, { recursive: true, force: true });
  });
  return async () => {
    const dir = await ownedScratchDir("outbox-profile-");
    profiles.push(dir);
    const launch = async () => {
      const context = await launchPersistentChromium(dir, {
        viewport: { width: 1280, height: 900 },
      });
      const page = context.pages()[0] ?? (await context.newPage());
      return { context, page, ...onLaunch(context) };
    };
    return { ...(await launch()), relaunch: launch };
  };
}
