import { describe, expect, it } from "vitest";
import { savingPercent } from "../../../../src/sections/packs/savingPercent";

describe("savingPercent", () => {
  it("is the whole percent saved, rounded down", () => {
    expect(savingPercent(899, 999)).toBe(10);
    expect(savingPercent(1649, 1998)).toBe(17);
    expect(savingPercent(2399, 2997)).toBe(19);
  });

  it("is undefined without a higher list price, or when under one percent", () => {
    expect(savingPercent(899, undefined)).toBeUndefined();
    expect(savingPercent(899, 899)).toBeUndefined();
    expect(savingPercent(999, 899)).toBeUndefined();
    expect(savingPercent(995, 1000)).toBeUndefined();
  });
});
