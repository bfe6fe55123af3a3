import { describe, expect, it } from "vitest";
import { autofilledMobile } from "../../../../src/features/enquiry/autofilledMobile";

describe("autofilledMobile", () => {
  it.each([
    // What Chromium 156 fills for autocomplete="tel" and "tel-national" from an Indian profile.
    ["+919876543210", "9876543210"],
    ["09876543210", "9876543210"],
    // Other ways a saved number may be written.
    ["+91 98765 43210", "9876543210"],
    ["+91-98765-43210", "9876543210"],
    ["0091 98765 43210", "9876543210"],
    ["919876543210", "9876543210"],
    ["(098765) 43210", "9876543210"],
    ["98765 43210", "9876543210"],
    ["9876543210", "9876543210"],
  ])("%s → %s", (filled, mobile) => {
    expect(autofilledMobile(filled)).toBe(mobile);
  });

  it.each([
    ["a foreign number", "+1 415 555 0100"],
    ["a number too short", "+91 98765 4321"],
    ["a number too long", "+91 98765 432100"],
    ["letters", "+91 98765 4321x"],
    ["empty", ""],
  ])("leaves %s as filled, for the spec's warning", (_, filled) => {
    expect(autofilledMobile(filled)).toBe(filled);
  });
});
