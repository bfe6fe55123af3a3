import { describe, expect, it } from "vitest";
import { counterValue } from "../../../../src/sections/counters/counterValue";

describe("a counter's value during its count-up", () => {
  it("starts at 0 and ends exactly at the target", () => {
    expect(counterValue(0, 2000, 250)).toBe(0);
    expect(counterValue(2000, 2000, 250)).toBe(250);
    expect(counterValue(5000, 2000, 250)).toBe(250);
  });

  it("rises monotonically in whole numbers without passing the target", () => {
    let previous = 0;
    for (let elapsed = 0; elapsed <= 2000; elapsed += 16) {
      const value = counterValue(elapsed, 2000, 100);
      expect(Number.isInteger(value)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(previous);
      expect(value).toBeLessThanOrEqual(100);
      previous = value;
    }
  });

  it("eases out: more than half way at half time", () => {
    expect(counterValue(1000, 2000, 20)).toBeGreaterThan(10);
  });

  it("jumps to the target when the duration is 0", () => {
    expect(counterValue(0, 0, 100)).toBe(100);
  });
});
