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
  ["everything empty", EMPTY_ENQUIRY, { key: "fill" }],
  ["no name", { name: "" }, { key: "fill" }],
  ["a name of spaces", { name: "   " }, { key: "fill" }],
  ["no e-mail", { email: "" }, { key: "fill" }],
  ["no mobile", { mobile: "" }, { key: "fill" }],
  ["no message", { message: "" }, { key: "fill" }],
  ["a message of line breaks", { message: "\n\n" }, { key: "fill" }],
  ["no service (the placeholder)", { service: "" }, { key: "fill" }],
  // Rule order: an empty field wins over every later rule.
  ["empty message and a bad e-mail", { message: "", email: "nope" }, { key: "fill" }],
  ["a unicode name", { name: "Zoë Ñúñez 李雷" }, null],
  ["an e-mail without @", { email: "asha.example.com" }, { key: "email" }],
  ["an e-mail without a dot after @", { email: "asha@example" }, { key: "email" }],
  ["an e-mail with a space", { email: "asha rao@example.com" }, { key: "email" }],
  ["an e-mail with two @", { email: "a@b@example.com" }, { key: "email" }],
  ["an upper-case e-mail", { email: "ASHA@EXAMPLE.COM" }, null],
  ["an e-mail with surrounding spaces", { email: "  asha@example.com " }, null],
  // Rule order: a bad e-mail wins over a bad mobile.
  ["a bad e-mail and a bad mobile", { email: "x@y", mobile: "12ab" }, { key: "email" }],
  ["letters in the mobile", { mobile: "98765abcde" }, { key: "digits" }],
  ["a +91 prefix", { mobile: "+919876543210" }, { key: "digits" }],
  ["a +91 prefix with a space", { mobile: "+91 9876543210" }, { key: "digits" }],
  ["a space inside the mobile", { mobile: "98765 43210" }, { key: "digits" }],
  ["a hyphen inside the mobile", { mobile: "98765-43210" }, { key: "digits" }],
  ["Devanagari digits", { mobile: "९८७६५४३२१०" }, { key: "digits" }],
  // Rule order: a non-digit wins over a wrong length.
  ["a short mobile with a letter", { mobile: "98x" }, { key: "digits" }],
  ["9 digits", { mobile: "987654321" }, { key: "length" }],
  ["11 digits", { mobile: "98765432101" }, { key: "length" }],
  ["91 and 10 digits", { mobile: "919876543210" }, { key: "length" }],
  ["10 digits with a trailing space", { mobile: "9876543210 " }, null],
  ["10 digits starting with 0", { mobile: "0123456789" }, null],
  // Invisible characters do not fill a field (firestore.rules refuses them too).
  ["a name of no-break spaces", { name: "\u00a0\u00a0" }, { key: "fill" }],
  ["a name of zero-width spaces", { name: "\u200b\u200b\u200b" }, { key: "fill" }],
  ["a name of zero-width joiners and a BOM", { name: "\u200d\ufeff" }, { key: "fill" }],
  ["a name of a soft hyphen", { name: "\u00ad" }, { key: "fill" }],
  ["a name of Hangul fillers", { name: "\u3164\u115f" }, { key: "fill" }],
  ["a name of an ideographic space", { name: "\u3000" }, { key: "fill" }],
  ["a name of a lone combining accent", { name: "\u0301" }, { key: "fill" }],
  ["a message of no-break and zero-width spaces", { message: "\u00a0\u200b\n" }, { key: "fill" }],
  ["a name with a zero-width space inside", { name: "Asha\u200bRao" }, null],
  ["a name of emoji alone (the rules do not see them)", { name: "🙂🙂" }, { key: "fill" }],
  ["a name with an emoji", { name: "Asha 🙂" }, null],
  ["a name that is one digit", { name: "7" }, null],
  ["a Devanagari name", { name: "आशा राव" }, null],
  // The limits come after the spec's four rules, and name the field.
  ["a 100-character name", { name: "n".repeat(100) }, null],
  [
    "a 101-character name",
    { name: "n".repeat(101) },
    { key: "tooLong", field: "name", limit: 100, length: 101 },
  ],
  [
    "a 101-character name padded with spaces to 105",
    { name: `  ${"n".repeat(101)}  ` },
    { key: "tooLong", field: "name", limit: 100, length: 101 },
  ],
  [
    "a name and 49 emoji (99 UTF-16 units, as the rules count)",
    { name: `a${"🙂".repeat(49)}` },
    null,
  ],
  [
    "a name and 50 emoji (101 UTF-16 units)",
    { name: `a${"🙂".repeat(50)}` },
    { key: "tooLong", field: "name", limit: 100, length: 101 },
  ],
  [
    "a 255-character e-mail",
    { email: `${"e".repeat(243)}@example.com` },
    { key: "tooLong", field: "email", limit: 254, length: 255 },
  ],
  ["a 5000-character message", { message: "m".repeat(5000) }, null],
  [
    "a 6007-character message",
    { message: "m".repeat(6007) },
    { key: "tooLong", field: "message", limit: 5000, length: 6007 },
  ],
  // A 10,000-digit paste into Mobile is the spec's length warning, before any limit.
  ["a 10000-digit mobile", { mobile: "9".repeat(10000) }, { key: "length" }],
  [
    "a long name and a long message: the name first",
    { name: "n".repeat(101), message: "m".repeat(5001) },
    { key: "tooLong", field: "name", limit: 100, length: 101 },
  ],
  // Rule order: the spec's warnings win over the limits.
  [
    "a long message and a bad e-mail",
    { message: "m".repeat(5001), email: "x@y" },
    { key: "email" },
  ],
];

describe(`validateEnquiry (spec 5 and the length limits): ${cases.length} cases`, () => {
  it.each(cases)("%s → %o", (_, change, expected) => {
    expect(validateEnquiry({ ...valid, ...change })).toEqual(expected);
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
