import { type RefObject, useEffect, useState } from "react";
import { prefersReducedMotion } from "../../components/motion/reducedMotion";
import { observeOnce } from "../../components/observeOnce";
import { counterValue } from "./counterValue";

/**
 * Counts from 0 up to `target` over `durationMs` once `ref`'s element scrolls into view (spec §2,
 * Home counters). The server and the first render show the target, so the page reads right
 * without script; below the fold the count restarts from 0 after hydration. With reduced motion
 * the target shows at once.
 */
export function useCountUp(
  ref: RefObject<HTMLElement | null>,
  target: number,
  durationMs: number,
): number {
  const [value, setValue] = useState(target);
  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion()) return;
    let frame = 0;
    setValue(0);
    const stopObserving = observeOnce(element, { threshold: 0.4 }, () => {
      const start = performance.now();
      const step = (now: number) => {
        const next = counterValue(now - start, durationMs, target);
        setValue(next);
        if (next < target) frame = requestAnimationFrame(step);
      };
      frame = requestAnimationFrame(step);
    });
    return () => {
      stopObserving();
      cancelAnimationFrame(frame);
    };
  }, [ref, target, durationMs]);
  return value;
}
