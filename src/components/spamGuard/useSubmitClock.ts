import { type RefObject, useCallback, useEffect, useRef } from "react";
import { PERSON_MIN_FILL_MS } from "../../lib/spamGuard/spamLimits";

/**
 * Whether this page was opened from the history or reloaded: the browser may then have put back
 * what the visitor had typed on an earlier visit, so filled fields say nothing about how fast
 * anyone typed.
 */
function restoredPage(): boolean {
  const [navigation] = performance.getEntriesByType("navigation");
  return (
    navigation instanceof PerformanceNavigationTiming &&
    (navigation.type === "back_forward" || navigation.type === "reload")
  );
}

/**
 * A form's clock against scripts. It starts when the form becomes usable: when it hydrates (its
 * submit button is disabled until then), or, for a form the visitor was already in at that moment
 * (one of its fields focused) or had filled before (`filledBeforeHydration`), when the page
 * started loading, since the form was on screen from its first paint; a form the browser refilled
 * from an earlier visit (a reload, the Back button) is never too fast. `tooFast(at)` says whether
 * a submit at `at` (`performance.now()` when it was made; now by default) comes sooner than
 * `PERSON_MIN_FILL_MS` after that: a script's, never a person's (see
 * src/lib/spamGuard/spamLimits.ts).
 * @param form the form, to see whether the visitor is in it when it hydrates
 */
export function useSubmitClock(form: RefObject<HTMLFormElement | null>): {
  tooFast: (at?: number) => boolean;
  filledBeforeHydration: () => void;
} {
  // performance.now() of the start: 0 is the start of the page's load.
  const start = useRef<number | undefined>(undefined);
  useEffect(() => {
    start.current ??= form.current?.contains(document.activeElement) ? 0 : performance.now();
  }, [form]);
  const filledBeforeHydration = useCallback(() => {
    start.current = restoredPage() ? Number.NEGATIVE_INFINITY : 0;
  }, []);
  const tooFast = useCallback(
    (at = performance.now()) => at - (start.current ?? at) < PERSON_MIN_FILL_MS,
    [],
  );
  return { tooFast, filledBeforeHydration };
}
