import type { Page } from "playwright-core";

/**
 * Waits until React has hydrated the whole page and its effects have run (the app loads once the
 * page is shown, so a page can be loaded and not yet interactive). React marks each element it
 * has hydrated with a `__reactFiber$…` property, a parent only after all its children; the page
 * inside `<main>` sits in a Suspense boundary that hydrates after `<main>` itself, so every
 * element child of `#root` and of `<main>` must carry the mark (a test that changed the DOM
 * before the boundary hydrated would see React render it afresh). Forms enable their submit
 * buttons in an effect after hydration (`useHydrated`), so a disabled submit means the page is
 * not settled yet.
 */
export async function waitForHydration(page: Page): Promise<void> {
  // No named function inside: tsx (the scripts' runner) would wrap it in a helper (`__name`) the
  // page does not have.
  await page.waitForFunction(() => {
    const root = document.getElementById("root");
    const main = document.querySelector("main");
    return (
      root !== null &&
      main !== null &&
      [...root.children, ...main.children].every((element) =>
        Object.keys(element).some((key) => key.startsWith("__reactFiber")),
      ) &&
      document.querySelector("form button[type=submit]:disabled") === null
    );
  });
}
