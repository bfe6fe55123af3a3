/**
 * How long a route's chunks may take to arrive before the route shows `PageLoadError`, in ms:
 * they are a few KB, so a wait this long means a stalled connection, not a slow one.
 */
export const PAGE_LOAD_TIMEOUT_MS = 8000;
