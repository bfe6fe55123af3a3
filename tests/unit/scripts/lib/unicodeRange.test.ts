import { describe, expect, it } from "vitest";
import {
  rangeUsedBy,
  unicodeRangeCodePoints,
  unicodeRangeOf,
} from "../../../../scripts/lib/unicodeRange";

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

describe("unicodeRangeOf", () => {
  it("writes runs as ranges and lone points alone, whatever the order and repeats", () => {
    expect(unicodeRangeOf([0x93e, 0x915, 0x93c, 0x916, 0x917, 0x915, 0x93f, 0x20b9])).toBe(
      "U+0915-0917,U+093C,U+093E-093F,U+20B9",
    );
    expect(unicodeRangeOf([0x41])).toBe("U+0041");
  });

  it("names exactly the points it was given (read back by unicodeRangeCodePoints)", () => {
    const points = [0x900, 0x901, 0x902, 0x905, 0x964, 0x1f600];
    expect(unicodeRangeCodePoints(unicodeRangeOf(points))).toEqual(points);
  });

  it("refuses no points at all", () => {
    expect(() => unicodeRangeOf([])).toThrow("at least one code point");
  });
});

describe("rangeUsedBy", () => {
  it("keeps the characters of the range the texts use, in runs, and nothing else", () => {
    expect(rangeUsedBy("U+0900-097F", ["नमस्ते ISO"])).toBe(
      "U+0924,U+0928,U+092E,U+0938,U+0947,U+094D",
    );
    expect(rangeUsedBy("U+0020-007E", ["abc", "cd"])).toBe("U+0061-0064");
  });

  it("is undefined when the texts use none of the range", () => {
    expect(rangeUsedBy("U+0900-097F", ["ISO 9001"])).toBeUndefined();
    expect(rangeUsedBy("U+0900-097F", [])).toBeUndefined();
  });
});
