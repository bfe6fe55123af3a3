/**
 * Whether this browser's outbox may hold an undelivered lead, kept in `localStorage` beside the
 * outbox itself so that a page can tell at start, without loading IndexedDB code, whether it has
 * leads to deliver (`loadOutbox` is then loaded; otherwise nothing is).
 */
const KEY = "outbox:pending";

/** Whether the outbox may hold an undelivered lead; false where storage is unavailable. */
export function hasPendingLeads(): boolean {
  try {
    return localStorage.getItem(KEY) === "1";
  } catch {
    return false;
  }
}

/** Records whether the outbox holds an undelivered lead; nothing where storage is unavailable. */
export function setPendingLeads(pending: boolean): void {
  try {
    if (pending) localStorage.setItem(KEY, "1");
    else localStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode, full): the next visit then does not look, and a lead
    // queued now is delivered only while this page stays open.
  }
}
