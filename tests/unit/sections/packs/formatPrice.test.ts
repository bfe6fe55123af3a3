import { describe, expect, it } from "vitest";
import { formatPrice, savingPercent } from "../../../../src/sections/packs/formatPrice";

describe("formatPrice", () => {
  it("shows whole rupees with the symbol and grouping, no decimals", () => {
    expect(formatPrice(899, "INR", "en")).toBe("₹899");
    expect(formatPrice(2399, "INR", "en")).toBe("₹2,399");
  });

  it("shows two decimals when the amount has paise", () => {
    expect(formatPrice(899.5, "INR", "en")).toBe("₹899.50");
  });

  it("groups in lakhs for Indian English", () => {
    expect(formatPrice(125000, "INR", "en-IN")).toBe("₹1,25,000");
  });

  it("throws for a code that is not a currency", () => {
    expect(() => formatPrice(1, "RUPEES", "en")).toThrow(RangeError);
  });
});

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
