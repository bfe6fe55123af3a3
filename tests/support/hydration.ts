import type { Page } from "playwright-core";

/**
 * Waits until React has hydrated the page's `<main>` (the app loads after the first paint, so a
 * page can be loaded and not yet interactive) and its effects have run: React marks each element
 * it owns with a `__reactFiber$…` property, and forms enable their submit buttons in an effect
 * after hydration (`useHydrated`), so a disabled submit means the page is not settled yet.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      Object.keys(document.querySelector("main") ?? {}).some((key) =>
        key.startsWith("__reactFiber"),
      ) && document.querySelector("form button[type=submit]:disabled") === null,
  );
}
