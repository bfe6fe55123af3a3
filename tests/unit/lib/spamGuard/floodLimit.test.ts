import { describe, expect, it } from "vitest";
import { type FloodStore, floodLimit } from "../../../../src/lib/spamGuard/floodLimit";

/** A store in memory, like localStorage. */
function memoryStore(): FloodStore & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

const MINUTE = 60_000;

describe("floodLimit", () => {
  it("holds the fourth delivery within the window, and lets it go once the first is older", () => {
    const store = memoryStore();
    const limit = floodLimit({ store, key: "k", max: 3, windowMs: 10 * MINUTE });
    for (const minute of [0, 1, 2]) {
      expect(limit.held(minute * MINUTE)).toBe(false);
      limit.record(minute * MINUTE);
    }
    expect(limit.held(3 * MINUTE)).toBe(true);
    expect(limit.held(10 * MINUTE - 1)).toBe(true);
    expect(limit.held(10 * MINUTE)).toBe(false);
    limit.record(10 * MINUTE);
    // Only the deliveries still inside the window are kept.
    expect(JSON.parse(store.items.get("k") ?? "")).toEqual([MINUTE, 2 * MINUTE, 10 * MINUTE]);
    expect(limit.held(10 * MINUTE + 1)).toBe(true);
    expect(limit.held(11 * MINUTE)).toBe(false);
  });

  it("counts per key and across instances on one store (tabs of one browser)", () => {
    const store = memoryStore();
    const options = { store, max: 1, windowMs: MINUTE };
    floodLimit({ ...options, key: "enquiry" }).record(0);
    expect(floodLimit({ ...options, key: "enquiry" }).held(1)).toBe(true);
    expect(floodLimit({ ...options, key: "subscribe" }).held(1)).toBe(false);
  });

  it.each([
    ["not JSON", "{"],
    ["not a list", '{"a":1}'],
    ["not numbers", '["x", null]'],
  ])("counts a record that is %s as none", (_, text) => {
    const store = memoryStore();
    store.items.set("k", text);
    const limit = floodLimit({ store, key: "k", max: 1, windowMs: MINUTE });
    expect(limit.held(0)).toBe(false);
    limit.record(0);
    expect(limit.held(1)).toBe(true);
  });

  it("never holds a visitor back when the store refuses to write", () => {
    const store: FloodStore = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    const limit = floodLimit({ store, key: "k", max: 1, windowMs: MINUTE });
    limit.record(0);
    expect(limit.held(1)).toBe(false);
  });
});
