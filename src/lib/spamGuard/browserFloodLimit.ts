import { type FloodLimit, type FloodStore, floodLimit } from "./floodLimit";
import { FLOOD_MAX_SENDS, FLOOD_WINDOW_MS } from "./spamLimits";

/** The browser's `localStorage`, or, where it cannot be used (blocked, private mode), memory. */
function browserStore(): FloodStore {
  try {
    const probe = "spamGuard.probe";
    localStorage.setItem(probe, probe);
    localStorage.removeItem(probe);
    return localStorage;
  } catch {
    const memory = new Map<string, string>();
    return {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, value),
    };
  }
}

/**
 * The flood limit of one form in this browser: `FLOOD_MAX_SENDS` deliveries within
 * `FLOOD_WINDOW_MS`, counted in `localStorage` under `spamGuard.<form>`, so reloading the page or
 * opening another tab does not reset it.
 * @param form names the form's count, e.g. `enquiry`
 */
export function browserFloodLimit(form: string): FloodLimit {
  return floodLimit({
    store: browserStore(),
    key: `spamGuard.${form}`,
    max: FLOOD_MAX_SENDS,
    windowMs: FLOOD_WINDOW_MS,
  });
}
