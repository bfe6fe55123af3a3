/** A promise that did not settle within its time limit. */
export class TimeoutError extends Error {
  override name = "TimeoutError";
}

/**
 * Settles like `promise`, or rejects with a `TimeoutError` after `ms` milliseconds if it has not
 * settled by then (the work itself goes on; only the wait ends). The timer is cleared when
 * `promise` settles first.
 * @param what named in the error's message, e.g. "the Firestore write"
 */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new TimeoutError(`${what} took over ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
