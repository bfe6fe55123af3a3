import type { Outbox } from "./outbox";

let load: (() => Promise<Outbox>) | undefined;

/**
 * Says how the outbox's chunk is loaded. The app does it at start (src/app/loadOutboxChunk.ts): the
 * chunk holds how each form's lead is sent, which only the app may import; the forms below it
 * load it through `loadOutbox`.
 */
export function provideOutbox(loader: () => Promise<Outbox>): void {
  load = loader;
}

/**
 * The outbox, its chunk loaded on first use (`provideOutbox`).
 * @throws Error when the app has not provided it; the loader's errors when it cannot be loaded
 */
export function loadOutbox(): Promise<Outbox> {
  return load ? load() : Promise.reject(new Error("the app has not provided the outbox"));
}

/**
 * Starts loading the outbox and, through it, what sending needs (Firestore, EmailJS): a form's
 * first touch. A failure is left for the submit, which loads afresh.
 */
export function preloadOutbox(): void {
  loadOutbox()
    .then((outbox) => outbox.preload())
    .catch(() => undefined);
}
