import { lazyModule } from "../lazyModule/lazyModule";
import type { Outbox } from "./outbox";
import outboxUrl from "./outbox?chunk-url";

const loadChunk = lazyModule(() => import("./outbox"), outboxUrl, "loading the outbox");

/**
 * The outbox, its chunk (src/lib/outbox/outbox.ts) loaded once, on first use. A failed or stalled
 * load is retried afresh on the next call (`lazyModule`).
 * @throws the import's error, or a TimeoutError, when the chunk cannot be loaded
 */
export async function loadOutbox(): Promise<Outbox> {
  return (await loadChunk()).outbox;
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
