import { useEffect, useState } from "react";
import { observeOnce } from "./observeOnce";

/** How far below or above the viewport (px) an element counts as near: about a phone screen. */
const NEAR_MARGIN_PX = 800;

/**
 * Whether `element` is in the viewport or within `marginPx` of it, latched: true from the first
 * time it comes near. False on the server and in the first render, so the prerendered HTML and
 * hydration agree; it turns true just after hydration for an element already near. Takes the
 * element itself (from a callback ref kept in state), so a hook can watch an element it does not
 * render.
 * @param element the element to watch; null until it is mounted
 * @param marginPx the distance (px) outside the viewport that counts as near
 */
export function useNearViewport(
  element: Element | null,
  marginPx: number = NEAR_MARGIN_PX,
): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!element || near) return;
    return observeOnce(element, { rootMargin: `${marginPx}px 0px` }, () => setNear(true));
  }, [element, marginPx, near]);
  return near;
}
