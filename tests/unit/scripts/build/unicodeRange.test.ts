import { describe, expect, it } from "vitest";
import { unicodeRangeCodePoints } from "../../../../scripts/build/unicodeRange";

describe("unicodeRangeCodePoints", () => {
  it("lists single code points and ranges, ascending and without repeats", () => {
    expect(unicodeRangeCodePoints("U+20B9")).toEqual([0x20b9]);
    expect(unicodeRangeCodePoints("U+0043-0045, u+0041,U+0044")).toEqual([0x41, 0x43, 0x44, 0x45]);
  });

  it("expands a wildcard range", () => {
    const points = unicodeRangeCodePoints("U+4??");
    expect(points).toHaveLength(256);
    expect(points[0]).toBe(0x400);
    expect(points.at(-1)).toBe(0x4ff);
  });

  it.each([
    ["20B9", "'20B9'"],
    ["U+0041-", "'U+0041-'"],
    ["U+0050-0041", "'U+0050-0041'"],
    ["U+110000", "'U+110000'"],
    ["U+??????", "'U+??????'"],
    ["U+4?1", "'U+4?1'"],
    ["U+41, , U+42", "''"],
  ])("refuses %s, naming the token", (range, token) => {
    expect(() => unicodeRangeCodePoints(range)).toThrow(`${token} is not a unicode-range token`);
  });
});
