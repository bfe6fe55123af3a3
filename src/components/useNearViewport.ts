import { type RefObject, useEffect, useState } from "react";

/** How far below or above the viewport (px) an element counts as near: about a phone screen. */
const NEAR_MARGIN_PX = 800;

/**
 * Whether `ref`'s element is in the viewport or within `marginPx` of it, latched: true from the
 * first time it comes near. False on the server and in the first render, so the prerendered HTML
 * and hydration agree; it turns true just after hydration for an element already near.
 * @param marginPx the distance (px) outside the viewport that counts as near
 */
export function useNearViewport(
  ref: RefObject<Element | null>,
  marginPx: number = NEAR_MARGIN_PX,
): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: `${marginPx}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, marginPx, near]);
  return near;
}
