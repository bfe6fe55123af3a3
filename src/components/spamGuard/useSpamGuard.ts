import { type RefObject, useCallback } from "react";
import { loadOutbox } from "../../lib/outbox/outboxLoader";
import { clearHoneypot, isHoneypotFilled } from "../../lib/spamGuard/honeypotField";
import { useSubmitClock } from "./useSubmitClock";

/**
 * What a form does with a valid submit (docs/enquiry.md, "Against abuse"): `script` when its
 * honeypot is filled or it comes sooner than a person can fill the form (it is then told what a
 * person is told and nothing is sent), `held` when this browser has already delivered
 * `FLOOD_MAX_SENDS` within `FLOOD_WINDOW_MS` through the form (a message, the fields kept),
 * `unsent` when the outbox's chunk, which holds the flood limit and sends, cannot be loaded
 * (offline before the form's first touch, with no service worker yet: the form says it was not
 * sent and keeps the fields, as a send that cannot load it does), `send` otherwise.
 */
export type SubmitVerdict = "script" | "held" | "unsent" | "send";

/**
 * A form's defences against scripts, in one place for every form: its clock (`useSubmitClock`),
 * its honeypot (rendered by `Honeypot`) and its flood limit in this browser, which sits in the
 * outbox's chunk (`outbox.floodLimit`), loaded on the form's first touch, since only a submit
 * that sends needs it.
 * @param form the form element's ref
 * @param name names the form's flood count (`enquiry`, `subscribe`)
 * @returns `verdict(form, at)` for a valid submit made at `at` (`performance.now()` then; now by
 *   default: a submit that first waited for its checks' code is still timed from its press): it
 *   reads the honeypot and the clock at once and empties the honeypot of a script's submit, as a
 *   success empties the form; the flood limit is read once the outbox's chunk is there;
 *   `delivered()` to count a delivery, and
 *   `filledBeforeHydration()` for the form's `useValuesTypedBeforeHydration`
 */
export function useSpamGuard(
  form: RefObject<HTMLFormElement | null>,
  name: string,
): {
  verdict: (element: HTMLFormElement, at?: number) => Promise<SubmitVerdict>;
  delivered: () => void;
  filledBeforeHydration: () => void;
} {
  const { tooFast, filledBeforeHydration } = useSubmitClock(form);
  const verdict = useCallback(
    async (element: HTMLFormElement, at?: number): Promise<SubmitVerdict> => {
      if (isHoneypotFilled(element) || tooFast(at)) {
        clearHoneypot(element);
        return "script";
      }
      const outbox = await loadOutbox().catch((error: unknown) => {
        console.error("The outbox did not load:", error);
      });
      if (!outbox) return "unsent";
      return outbox.floodLimit(name).held(Date.now()) ? "held" : "send";
    },
    [tooFast, name],
  );
  // Called after a delivery through the outbox, so its chunk is loaded already.
  const delivered = useCallback(() => {
    loadOutbox()
      .then((outbox) => outbox.floodLimit(name).record(Date.now()))
      .catch(() => undefined);
  }, [name]);
  return { verdict, delivered, filledBeforeHydration };
}
