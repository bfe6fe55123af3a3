import { useSyncExternalStore } from "react";
import { prefersReducedMotion, REDUCED_MOTION_QUERY } from "../motion/reducedMotion";

/** Calls `changed` whenever the visitor's reduced-motion preference changes; returns the unsubscribe. */
function subscribe(changed: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION_QUERY);
  query.addEventListener("change", changed);
  return () => query.removeEventListener("change", changed);
}

/**
 * Whether the visitor asked for reduced motion, following changes. False on the server; on the
 * client React hydrates with that and renders the real value at once, before any effect of the
 * page's can act on the wrong one (a slider's auto-play timer).
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
