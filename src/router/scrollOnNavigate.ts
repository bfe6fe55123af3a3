import type { AnyRouter } from "@tanstack/react-router";
import { preferredScrollBehavior } from "../components/motion/reducedMotion";

/** How long to wait for a smooth scroll to report `scrollend` before moving on, in ms. */
const SCROLL_SETTLE_MS = 1200;

/**
 * Scrolls the window to `top` (px) and resolves once it is there, or after SCROLL_SETTLE_MS.
 * A `scrollend` alone is not proof: the browser also ends scrolls of its own (say, when the new
 * page is shorter and the position is clamped), so the position is checked too.
 */
export function scrollWindowTo(top: number, behavior: ScrollBehavior): Promise<void> {
  return new Promise((resolve) => {
    const arrived = () => Math.abs(window.scrollY - top) < 1;
    if (arrived() || behavior !== "smooth") {
      window.scrollTo({ top, behavior });
      resolve();
      return;
    }
    const done = () => {
      window.clearTimeout(timer);
      window.removeEventListener("scrollend", onScrollEnd);
      resolve();
    };
    const onScrollEnd = () => {
      if (arrived()) done();
    };
    const timer = window.setTimeout(done, SCROLL_SETTLE_MS);
    window.addEventListener("scrollend", onScrollEnd);
    window.scrollTo({ top, behavior });
  });
}

/**
 * Spec §2: a page opens scrolled smoothly to the top and then, if the address has a
 * fragment naming an element, to that element.
 * @param fragment the element id without `#`, or an empty string
 */
export async function scrollToTopThenFragment(
  fragment: string,
  behavior: ScrollBehavior = preferredScrollBehavior(),
): Promise<void> {
  await scrollWindowTo(0, behavior);
  if (fragment) document.getElementById(fragment)?.scrollIntoView({ behavior, block: "start" });
}

/**
 * Applies spec §2 to every client-side navigation. The first load is left to the browser,
 * which already opens a prerendered page at its top or at its fragment. A fragment link within the
 * same page scrolls straight to the fragment.
 * @returns a function that removes the handler
 */
export function installScrollOnNavigate(router: AnyRouter): () => void {
  return router.subscribe("onRendered", ({ fromLocation, toLocation, pathChanged }) => {
    if (!fromLocation) return;
    const fragment = toLocation.hash;
    if (!pathChanged && fragment) {
      document.getElementById(fragment)?.scrollIntoView({ behavior: preferredScrollBehavior() });
      return;
    }
    void scrollToTopThenFragment(fragment);
  });
}
