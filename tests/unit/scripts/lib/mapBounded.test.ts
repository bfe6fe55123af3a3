import { describe, expect, it } from "vitest";
import { mapBounded } from "../../../../scripts/lib/mapBounded";

describe("mapBounded", () => {
  it("gives the results in the items' order, with at most `limit` items at work at once", async () => {
    let running = 0;
    let most = 0;
    const results = await mapBounded([5, 1, 4, 2, 3, 6, 0], 3, async (item) => {
      running += 1;
      most = Math.max(most, running);
      // Items finish out of order: each waits for as many turns of the event loop as its value.
      for (let turn = 0; turn < item; turn += 1) await Promise.resolve();
      running -= 1;
      return item * 10;
    });
    expect(results).toEqual([50, 10, 40, 20, 30, 60, 0]);
    expect(most).toBe(3);
  });

  it("runs nothing for no items", async () => {
    expect(await mapBounded([], 4, async () => 1)).toEqual([]);
  });
});
