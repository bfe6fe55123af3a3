import { useEffect, useState } from "react";
import { REDUCED_MOTION_QUERY } from "../motion/reducedMotion";

/**
 * Whether the visitor asked for reduced motion. False on the server and the first client render
 * (so hydration matches), then the real value, following changes.
 */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(REDUCED_MOTION_QUERY);
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return reduced;
}
