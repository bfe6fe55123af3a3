import { describe, expect, it } from "vitest";
import { EMPTY_ENQUIRY } from "../../../../src/features/enquiry/emptyEnquiry";
import type { EnquiryValues } from "../../../../src/features/enquiry/enquiry";
import { toEnquiryDocument } from "../../../../src/features/enquiry/toEnquiryDocument";
import {
  type EnquiryField,
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

/** The `fill` warning marking `fields`, in the form's order. */
const fill = (...fields: EnquiryField[]): EnquiryWarning => ({ key: "fill", fields });

const cases: Array<[string, Partial<EnquiryValues>, EnquiryWarning | null]> = [
  ["a complete enquiry", {}, null],
  ["everything empty", EMPTY_ENQUIRY, fill("name", "email", "mobile", "service", "message")],
  ["no name", { name: "" }, fill("name")],
  ["a name of spaces", { name: "   " }, fill("name")],
  ["no e-mail", { email: "" }, fill("email")],
  ["no mobile", { mobile: "" }, fill("mobile")],
  ["no message", { message: "" }, fill("message")],
  ["a message of line breaks", { message: "\n\n" }, fill("message")],
  ["no service (the placeholder)", { service: "" }, fill("service")],
  // Every empty field is marked, in the form's order (Services comes before Message there).
  [
    "no message, no service, no name",
    { message: "", service: "", name: " " },
    fill("name", "service", "message"),
  ],
  // Rule order: an empty field wins over every later rule.
  ["empty message and a bad e-mail", { message: "", email: "nope" }, fill("message")],
  ["a unicode name", { name: "Zoë Ñúñez 李雷" }, null],
  ["an e-mail without @", { email: "asha.example.com" }, { key: "email", fields: ["email"] }],
  [
    "an e-mail without a dot after @",
    { email: "asha@example" },
    { key: "email", fields: ["email"] },
  ],
  [
    "an e-mail with a space",
    { email: "asha rao@example.com" },
    { key: "email", fields: ["email"] },
  ],
  ["an e-mail with two @", { email: "a@b@example.com" }, { key: "email", fields: ["email"] }],
  ["an upper-case e-mail", { email: "ASHA@EXAMPLE.COM" }, null],
  ["an e-mail with surrounding spaces", { email: "  asha@example.com " }, null],
  // Rule order: a bad e-mail wins over a bad mobile.
  [
    "a bad e-mail and a bad mobile",
    { email: "x@y", mobile: "12ab" },
    { key: "email", fields: ["email"] },
  ],
  ["letters in the mobile", { mobile: "98765abcde" }, { key: "digits", fields: ["mobile"] }],
  ["a +91 prefix", { mobile: "+919876543210" }, { key: "digits", fields: ["mobile"] }],
  [
    "a +91 prefix with a space",
    { mobile: "+91 9876543210" },
    { key: "digits", fields: ["mobile"] },
  ],
  ["a space inside the mobile", { mobile: "98765 43210" }, { key: "digits", fields: ["mobile"] }],
  ["a hyphen inside the mobile", { mobile: "98765-43210" }, { key: "digits", fields: ["mobile"] }],
  ["Devanagari digits", { mobile: "९८७६५४३२१०" }, { key: "digits", fields: ["mobile"] }],
  // Rule order: a non-digit wins over a wrong length.
  ["a short mobile with a letter", { mobile: "98x" }, { key: "digits", fields: ["mobile"] }],
  ["9 digits", { mobile: "987654321" }, { key: "length", fields: ["mobile"] }],
  ["11 digits", { mobile: "98765432101" }, { key: "length", fields: ["mobile"] }],
  ["91 and 10 digits", { mobile: "919876543210" }, { key: "length", fields: ["mobile"] }],
  ["10 digits with a trailing space", { mobile: "9876543210 " }, null],
  ["10 digits starting with 0", { mobile: "0123456789" }, null],
  // Invisible characters do not fill a field (firestore.rules refuses them too).
  ["a name of no-break spaces", { name: "\u00a0\u00a0" }, fill("name")],
  ["a name of zero-width spaces", { name: "\u200b\u200b\u200b" }, fill("name")],
  ["a name of zero-width joiners and a BOM", { name: "\u200d\ufeff" }, fill("name")],
  ["a name of a soft hyphen", { name: "\u00ad" }, fill("name")],
  ["a name of Hangul fillers", { name: "\u3164\u115f" }, fill("name")],
  ["a name of an ideographic space", { name: "\u3000" }, fill("name")],
  ["a name of a lone combining accent", { name: "\u0301" }, fill("name")],
  ["a message of no-break and zero-width spaces", { message: "\u00a0\u200b\n" }, fill("message")],
  ["a name with a zero-width space inside", { name: "Asha\u200bRao" }, null],
  ["a name of emoji alone (the rules do not see them)", { name: "🙂🙂" }, fill("name")],
  ["a name with an emoji", { name: "Asha 🙂" }, null],
  ["a name that is one digit", { name: "7" }, null],
  ["a Devanagari name", { name: "आशा राव" }, null],
  // The limits come after the spec's four rules, and name the field.
  ["a 100-character name", { name: "n".repeat(100) }, null],
  [
    "a 101-character name",
    { name: "n".repeat(101) },
    { key: "tooLong", fields: ["name"], field: "name", limit: 100, length: 101 },
  ],
  [
    "a 101-character name padded with spaces to 105",
    { name: `  ${"n".repeat(101)}  ` },
    { key: "tooLong", fields: ["name"], field: "name", limit: 100, length: 101 },
  ],
  [
    "a name and 49 emoji (99 UTF-16 units, as the rules count)",
    { name: `a${"🙂".repeat(49)}` },
    null,
  ],
  [
    "a name and 50 emoji (101 UTF-16 units)",
    { name: `a${"🙂".repeat(50)}` },
    { key: "tooLong", fields: ["name"], field: "name", limit: 100, length: 101 },
  ],
  [
    "a 255-character e-mail",
    { email: `${"e".repeat(243)}@example.com` },
    { key: "tooLong", fields: ["email"], field: "email", limit: 254, length: 255 },
  ],
  ["a 5000-character message", { message: "m".repeat(5000) }, null],
  [
    "a 6007-character message",
    { message: "m".repeat(6007) },
    { key: "tooLong", fields: ["message"], field: "message", limit: 5000, length: 6007 },
  ],
  // A 10,000-digit paste into Mobile is the spec's length warning, before any limit.
  ["a 10000-digit mobile", { mobile: "9".repeat(10000) }, { key: "length", fields: ["mobile"] }],
  [
    "a long name and a long message: the name first",
    { name: "n".repeat(101), message: "m".repeat(5001) },
    { key: "tooLong", fields: ["name"], field: "name", limit: 100, length: 101 },
  ],
  // Rule order: the spec's warnings win over the limits.
  [
    "a long message and a bad e-mail",
    { message: "m".repeat(5001), email: "x@y" },
    { key: "email", fields: ["email"] },
  ],
];

describe(`validateEnquiry (spec §5 and the length limits): ${cases.length} cases`, () => {
  it.each(cases)("%s → %o", (_, change, expected) => {
    expect(validateEnquiry({ ...valid, ...change })).toEqual(expected);
  });
});

describe("toEnquiryDocument", () => {
  it("maps the fields to the stored names, trimmed, with the page's locale and notice version", () => {
    expect(
      toEnquiryDocument(
        { ...valid, name: "  Asha Rao ", mobile: " 9876543210", message: "Hi\n" },
        "hi",
        "0a1b2c3d",
      ),
    ).toEqual({
      Name: "Asha Rao",
      Email: "asha@example.com",
      Mobile: "9876543210",
      Message: "Hi",
      Services: "Energy Audits",
      Locale: "hi",
      NoticeVersion: "0a1b2c3d",
    });
  });
});
