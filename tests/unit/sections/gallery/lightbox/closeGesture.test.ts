import { describe, expect, it } from "vitest";
import {
  isCloseSwipe,
  SWIPE_CLOSE_THRESHOLD_PX,
} from "../../../../../src/sections/gallery/lightbox/closeGesture";

describe("the lightbox's swipe-to-close (spec §9: 10 px)", () => {
  it("uses a 10 px threshold", () => {
    expect(SWIPE_CLOSE_THRESHOLD_PX).toBe(10);
  });

  it.each([
    [0, 11, true],
    [0, -11, true],
    [3, 10.5, true],
    [0, 10, false],
    [0, 4, false],
    [40, 12, false],
    [-30, -25, false],
  ])("dx %d, dy %d → closes: %s", (dx, dy, closes) => {
    expect(isCloseSwipe(dx, dy)).toBe(closes);
  });
});
