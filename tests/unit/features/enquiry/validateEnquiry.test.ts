import { describe, expect, it } from "vitest";
import {
  EMPTY_ENQUIRY,
  type EnquiryValues,
  toEnquiryDocument,
} from "../../../../src/features/enquiry/enquiry";
import {
  type EnquiryWarning,
  validateEnquiry,
} from "../../../../src/features/enquiry/validateEnquiry";

const valid: EnquiryValues = {
  name: "Asha Rao",
  email: "asha@example.com",
  mobile: "9876543210",
  message: "Please quote for a 5 MW sugar mill boiler audit.",
  service: "Energy Audits",
};

const cases: Array<[string, Partial<EnquiryValues>, EnquiryWarning | null]> = [
  ["a complete enquiry", {}, null],
  ["everything empty", EMPTY_ENQUIRY, "fill"],
  ["no name", { name: "" }, "fill"],
  ["a name of spaces", { name: "   " }, "fill"],
  ["no e-mail", { email: "" }, "fill"],
  ["no mobile", { mobile: "" }, "fill"],
  ["no message", { message: "" }, "fill"],
  ["a message of line breaks", { message: "\n\n" }, "fill"],
  ["no service (the placeholder)", { service: "" }, "fill"],
  // Rule order: an empty field wins over every later rule.
  ["empty message and a bad e-mail", { message: "", email: "nope" }, "fill"],
  ["a unicode name", { name: "Zoë Ñúñez 李雷" }, null],
  ["an e-mail without @", { email: "asha.example.com" }, "email"],
  ["an e-mail without a dot after @", { email: "asha@example" }, "email"],
  ["an e-mail with a space", { email: "asha rao@example.com" }, "email"],
  ["an e-mail with two @", { email: "a@b@example.com" }, "email"],
  ["an upper-case e-mail", { email: "ASHA@EXAMPLE.COM" }, null],
  ["an e-mail with surrounding spaces", { email: "  asha@example.com " }, null],
  // Rule order: a bad e-mail wins over a bad mobile.
  ["a bad e-mail and a bad mobile", { email: "x@y", mobile: "12ab" }, "email"],
  ["letters in the mobile", { mobile: "98765abcde" }, "digits"],
  ["a +91 prefix", { mobile: "+919876543210" }, "digits"],
  ["a +91 prefix with a space", { mobile: "+91 9876543210" }, "digits"],
  ["a space inside the mobile", { mobile: "98765 43210" }, "digits"],
  ["a hyphen inside the mobile", { mobile: "98765-43210" }, "digits"],
  ["Devanagari digits", { mobile: "९८७६५४३२१०" }, "digits"],
  // Rule order: a non-digit wins over a wrong length.
  ["a short mobile with a letter", { mobile: "98x" }, "digits"],
  ["9 digits", { mobile: "987654321" }, "length"],
  ["11 digits", { mobile: "98765432101" }, "length"],
  ["91 and 10 digits", { mobile: "919876543210" }, "length"],
  ["10 digits with a trailing space", { mobile: "9876543210 " }, null],
  ["10 digits starting with 0", { mobile: "0123456789" }, null],
];

describe(`validateEnquiry (spec 5): ${cases.length} cases`, () => {
  it.each(cases)("%s → %s", (_, change, expected) => {
    expect(validateEnquiry({ ...valid, ...change })).toBe(expected);
  });
});

describe("toEnquiryDocument", () => {
  it("maps the fields to the stored names, trimmed", () => {
    expect(
      toEnquiryDocument({ ...valid, name: "  Asha Rao ", mobile: " 9876543210", message: "Hi\n" }),
    ).toEqual({
      Name: "Asha Rao",
      Email: "asha@example.com",
      Mobile: "9876543210",
      Message: "Hi",
      Services: "Energy Audits",
    });
  });
});
