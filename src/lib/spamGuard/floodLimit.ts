/** Where a flood limit keeps its record: a string per key, like `localStorage`. */
export interface FloodStore {
  getItem: (key: string) => string | null;
  setItem: (key: string, value: string) => void;
}

/** A form's count of recent deliveries from this browser. */
export interface FloodLimit {
  /** Whether `max` submissions were delivered within the window before `now` (ms since 1970). */
  held: (now: number) => boolean;
  /** Records a delivery at `now`. */
  record: (now: number) => void;
}

/** The delivery times stored under `key` that fall within `windowMs` before `now`. */
function recentTimes(store: FloodStore, key: string, now: number, windowMs: number): number[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(store.getItem(key) ?? "[]");
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(
    (time): time is number => typeof time === "number" && time <= now && now - time < windowMs,
  );
}

/**
 * At most `max` deliveries per `windowMs` through one form: the times of the recent ones are kept
 * in `store` under `key`, so the limit holds across reloads and tabs of one browser when `store`
 * is its `localStorage`. A record that cannot be read counts as none; one that cannot be written
 * is not kept (private modes with no storage), so a store that fails never holds a visitor back.
 * Pure apart from `store`.
 */
export function floodLimit(options: {
  store: FloodStore;
  key: string;
  max: number;
  windowMs: number;
}): FloodLimit {
  const { store, key, max, windowMs } = options;
  return {
    held: (now) => recentTimes(store, key, now, windowMs).length >= max,
    record: (now) => {
      try {
        store.setItem(key, JSON.stringify([...recentTimes(store, key, now, windowMs), now]));
      } catch {
        // Storage full or refused: the limit just does not count this one.
      }
    },
  };
}
