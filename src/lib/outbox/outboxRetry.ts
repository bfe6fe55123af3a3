/** How often a page retries its outbox while it holds an undelivered lead, in ms. */
export const OUTBOX_RETRY_MS = 15_000;
