import { describe, expect, it } from "vitest";
import { personEmail, personMobile } from "../../../../scripts/leads/person";

describe("a person as leads are compared by", () => {
  it.each([
    ["asha@example.com", "asha@example.com"],
    ["  Asha.Rao@Example.COM ", "asha.rao@example.com"],
  ])("e-mail '%s' is %s", (text, email) => {
    expect(personEmail(text)).toBe(email);
  });

  it.each(["asha", "asha@example", "a b@example.com", "a/b@example.com", ""])(
    "'%s' is no e-mail address",
    (text) => {
      expect(personEmail(text)).toBeUndefined();
    },
  );

  it.each([
    ["9876543210", "9876543210"],
    ["98765 43210", "9876543210"],
    ["+91 98765-43210", "9876543210"],
    ["919876543210", "9876543210"],
    ["09876543210", "9876543210"],
    ["(+91) 98765.43210", "9876543210"],
  ])("mobile '%s' is %s", (text, mobile) => {
    expect(personMobile(text)).toBe(mobile);
  });

  it.each(["987654321", "98765432101", "+1 9876543210", "98765x43210", "", "+44 7911 123456"])(
    "'%s' is no Indian mobile number",
    (text) => {
      expect(personMobile(text)).toBeUndefined();
    },
  );
});
