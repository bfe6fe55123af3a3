import { lazyModule } from "../lib/lazyModule/lazyModule";
import type { Outbox } from "../lib/outbox/outbox";
import outboxUrl from "./outbox?chunk-url";

const loadChunk = lazyModule(() => import("./outbox"), outboxUrl, "loading the outbox");

/**
 * Loads the outbox's chunk once (src/app/outbox.ts); the app provides it to the forms
 * (`provideOutbox`), which load it as `loadOutbox`. A failed or stalled load is retried afresh
 * on the next call (`lazyModule`).
 * @throws the import's error, or a TimeoutError, when the chunk cannot be loaded
 */
export async function loadOutboxChunk(): Promise<Outbox> {
  return (await loadChunk()).outbox;
}
