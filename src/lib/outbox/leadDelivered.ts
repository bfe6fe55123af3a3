/** A queued lead's waiters: settled when a delivery round finds it delivered. */
const waiters = new Map<string, { promise: Promise<void>; resolve: () => void }>();

/**
 * Resolves once the lead queued under `id` has reached the company through at least one channel,
 * as a delivery round of this page finds it (`deliverOutbox`), whoever sent it: this page,
 * another tab, or the service worker.
 */
export function whenDelivered(id: string): Promise<void> {
  let waiter = waiters.get(id);
  if (!waiter) {
    let resolve = () => {};
    const promise = new Promise<void>((settle) => {
      resolve = settle;
    });
    waiter = { promise, resolve };
    waiters.set(id, waiter);
  }
  return waiter.promise;
}

/** Settles `whenDelivered(id)`: the lead has reached the company. */
export function announceDelivered(id: string): void {
  waiters.get(id)?.resolve();
  waiters.delete(id);
}
