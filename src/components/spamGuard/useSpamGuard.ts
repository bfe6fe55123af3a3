import { type RefObject, useCallback } from "react";
import { browserFloodLimit } from "../../lib/spamGuard/browserFloodLimit";
import { clearHoneypot, isHoneypotFilled } from "../../lib/spamGuard/honeypotField";
import { useSubmitClock } from "./useSubmitClock";

/**
 * What a form does with a valid submit (docs/enquiry.md, "Against abuse"): `script` when its
 * honeypot is filled or it comes sooner than a person can fill the form (it is then told what a
 * person is told and nothing is sent), `held` when this browser has already delivered
 * `FLOOD_MAX_SENDS` within `FLOOD_WINDOW_MS` through the form (a message, the fields kept),
 * `send` otherwise.
 */
export type SubmitVerdict = "script" | "held" | "send";

/**
 * A form's defences against scripts, in one place for every form: its clock (`useSubmitClock`),
 * its honeypot (rendered by `Honeypot`) and its flood limit in this browser.
 * @param form the form element's ref
 * @param name names the form's flood count (`enquiry`, `subscribe`)
 * @returns `verdict(form)` for a valid submit (it empties the honeypot of a script's submit, as a
 *   success empties the form), `delivered()` to count a delivery, and `filledBeforeHydration()`
 *   for the form's `useValuesTypedBeforeHydration`
 */
export function useSpamGuard(
  form: RefObject<HTMLFormElement | null>,
  name: string,
): {
  verdict: (element: HTMLFormElement) => SubmitVerdict;
  delivered: () => void;
  filledBeforeHydration: () => void;
} {
  const { tooFast, filledBeforeHydration } = useSubmitClock(form);
  const verdict = useCallback(
    (element: HTMLFormElement): SubmitVerdict => {
      if (isHoneypotFilled(element) || tooFast()) {
        clearHoneypot(element);
        return "script";
      }
      return browserFloodLimit(name).held(Date.now()) ? "held" : "send";
    },
    [tooFast, name],
  );
  const delivered = useCallback(() => browserFloodLimit(name).record(Date.now()), [name]);
  return { verdict, delivered, filledBeforeHydration };
}
