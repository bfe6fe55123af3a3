import { withTimeout } from "./withTimeout";

/**
 * "Load once, retry a failed load afresh": returns a function that starts `load(0)` on its first
 * call and hands every later call the same promise while it is pending or once it has succeeded.
 * A load that fails, or does not settle within `timeoutMs`, is forgotten: the next call starts
 * `load(1)`, then `load(2)`, and so on, so `load` can fetch afresh (a new URL) on each attempt.
 * A load abandoned by its timeout that succeeds later is not used. Pure: no DOM, no network.
 * @param load starts attempt number `attempt` (0 first) and resolves to the loaded value
 * @param timeoutMs how long one attempt may take, in ms
 * @param what named in the timeout's message, e.g. "loading Firestore"
 */
export function createLazyLoader<T>(
  load: (attempt: number) => Promise<T>,
  timeoutMs: number,
  what: string,
): () => Promise<T> {
  let current: Promise<T> | undefined;
  let attempts = 0;
  return () => {
    if (current) return current;
    const attempt = attempts;
    attempts += 1;
    // Promise.resolve().then: a `load` that throws synchronously still gives a rejected promise.
    const started = withTimeout(
      Promise.resolve().then(() => load(attempt)),
      timeoutMs,
      what,
    );
    current = started;
    started.catch(() => {
      if (current === started) current = undefined;
    });
    return started;
  };
}
