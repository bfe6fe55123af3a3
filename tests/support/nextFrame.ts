import type { Page } from "playwright-core";

/**
 * Resolves once the page has drawn its next frame and run the tasks that frame queued: what a
 * pointer move, a resize or a click has changed is then laid out and painted, and the app's
 * handlers for it (gesture libraries, sliders counting their slides) have run.
 */
export function nextFrame(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
}
