/**
 * How long a visitor waits for the answer to a form's submit (enquiry, subscribe), in ms, the
 * loading of Firestore and EmailJS included. Together with the time a toast may take to load
 * (`TOAST_WAIT_MS`, 3 s), every submit ends in a visible message within 15 s whatever hangs.
 */
export const SUBMIT_DEADLINE_MS = 10_000;

/**
 * How long before `SUBMIT_DEADLINE_MS` the subscribe form stops waiting for its send and keeps
 * the address in the outbox, in ms: time for that to be saved and said before the deadline.
 */
export const QUEUE_MARGIN_MS = 500;

/**
 * A submit's deadline counted from this call (the visitor's click): a function that answers the
 * ms left of `deadlineMs` each time it is asked, never below 0, so every step on the way (a
 * chunk's loading, the send) spends from the one budget.
 * @param deadlineMs the whole deadline, in ms (e.g. `SUBMIT_DEADLINE_MS`)
 */
export function timeLeftFrom(deadlineMs: number): () => number {
  const started = performance.now();
  return () => Math.max(0, deadlineMs - (performance.now() - started));
}
