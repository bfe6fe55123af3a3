import { deliverOutbox } from "./deliverOutbox";
import { OUTBOX_RETRY_MS } from "./outboxRetry";
import { requestOutboxSync } from "./requestOutboxSync";

let watching: { timer: ReturnType<typeof setInterval>; round: () => void } | undefined;

/**
 * Delivers this browser's outbox from this page: a delivery round now, another whenever the
 * browser says it is back online, and one every `OUTBOX_RETRY_MS` (a server that did not answer sends
 * no such event), until no undelivered lead is left. While one is left, the service worker is
 * asked to deliver it too once the browser is online (`requestOutboxSync`), which it can do
 * after the tab is closed. Called after a lead is queued, and when a page of the site starts
 * with a lead waiting (the next visit after a closed tab).
 */
export function watchOutbox(): void {
  if (!watching) {
    const round = () =>
      void deliverOutbox().then((pending) => {
        if (pending) void requestOutboxSync();
        if (pending || !watching) return;
        clearInterval(watching.timer);
        removeEventListener("online", watching.round);
        watching = undefined;
      });
    addEventListener("online", round);
    watching = { timer: setInterval(round, OUTBOX_RETRY_MS), round };
  }
  watching.round();
}
