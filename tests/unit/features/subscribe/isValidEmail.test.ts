import { describe, expect, it } from "vitest";
import { isValidEmail } from "../../../../src/features/subscribe/isValidEmail";
import { normalizeEmail } from "../../../../src/features/subscribe/normalizeEmail";
import { EMAIL_MAX_LENGTH } from "../../../../src/lib/emailAddress";

describe("isValidEmail", () => {
  it.each([
    "asha@example.com",
    "Asha.Verma@Example.CO.IN",
    "first+news@mail.example.org",
    "o'neil@example.ie",
    "  padded@example.com  ",
    "x@sub-domain.example.travel",
    // Loose on purpose, like the enquiry form: the mail itself is the real check.
    "asha@example.c",
  ])("accepts %s", (address) => {
    expect(isValidEmail(address)).toBe(true);
  });

  it.each([
    "",
    "   ",
    "asha",
    "asha@",
    "@example.com",
    "asha@example",
    "asha@@example.com",
    "as ha@example.com",
    "asha@exa mple.com",
    "asha@example.",
    "a/b@example.com",
    "asha@example.com/subscribers",
  ])("rejects %j", (address) => {
    expect(isValidEmail(address)).toBe(false);
  });

  it(`rejects addresses longer than ${EMAIL_MAX_LENGTH} characters`, () => {
    const domain = "@example.com";
    const fits = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(58)}.in`;
    expect(fits.length).toBe(EMAIL_MAX_LENGTH);
    expect(isValidEmail(fits)).toBe(true);
    expect(isValidEmail(`a${fits}`)).toBe(false);
    expect(isValidEmail(`${"a".repeat(300)}${domain}`)).toBe(false);
  });

  it("judges the address as stored: a 254-character one with 'İ' grows to 255 and is refused", () => {
    const address = `İ${"a".repeat(241)}@example.com`;
    expect(address.length).toBe(EMAIL_MAX_LENGTH);
    expect(normalizeEmail(address).length).toBe(EMAIL_MAX_LENGTH + 1);
    expect(isValidEmail(address)).toBe(false);
    expect(isValidEmail(address.slice(1))).toBe(true);
  });
});

describe("normalizeEmail", () => {
  it("trims and lower-cases, so one person is one subscriber", () => {
    expect(normalizeEmail("  Asha.Verma@Example.COM ")).toBe("asha.verma@example.com");
    expect(normalizeEmail("asha@example.com")).toBe("asha@example.com");
  });
});
