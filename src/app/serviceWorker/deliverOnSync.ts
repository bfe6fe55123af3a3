import { deliverOutbox } from "../../lib/outbox/deliverOutbox";
import { OUTBOX_SYNC_TAG } from "../../lib/outbox/requestOutboxSync";

/** A Background Sync event: its tag, and the work the browser waits for. */
export interface SyncEvent extends Event {
  readonly tag: string;
  waitUntil(work: Promise<unknown>): void;
}

/** An undelivered lead is left: the browser fires the sync again later (its own back-off). */
class LeadsLeftError extends Error {
  override name = "LeadsLeftError";
}

/**
 * The service worker's answer to a `sync` event: for the outbox's tag (`requestOutboxSync`), one
 * delivery round over this browser's outbox, through the same channels, Web Locks and records
 * as a page's (`deliverOutbox`), so a lead a page or another worker is sending, or has sent, is
 * not sent again. It runs with no page of the site open: a lead sent offline and left behind in
 * a closed tab arrives once the browser is back online. When a lead is still undelivered the
 * event fails, so the browser tries again later; after its last try the next visit delivers.
 */
export function deliverOnSync(event: SyncEvent): void {
  if (event.tag !== OUTBOX_SYNC_TAG) return;
  event.waitUntil(
    deliverOutbox().then((pending) => {
      if (pending) throw new LeadsLeftError("an undelivered lead is left in the outbox");
    }),
  );
}
