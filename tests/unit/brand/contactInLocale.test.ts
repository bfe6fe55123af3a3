import { describe, expect, it } from "vitest";
import { contactInLocale } from "../../../src/brand/contactInLocale";
import type { Manifest } from "../../../src/brand/manifestSchema";

const contact: Manifest["contact"] = {
  company: "Urja Engineering Works Pvt. Ltd.",
  phone: "+91 98370 12345",
  email: "info@example.in",
  address: ["Plot 14, Delhi Road", "Saharanpur 247001, India"],
  addressByLocale: { hi: ["प्लॉट 14, दिल्ली रोड", "सहारनपुर 247001, भारत"] },
  offices: [
    {
      label: "office.registered",
      address: ["B-42, Okhla Phase II", "New Delhi 110020, India"],
      addressByLocale: { hi: ["बी-42, ओखला फ़ेज़-2", "नई दिल्ली 110020, भारत"] },
      phone: "+91 11 4105 2290",
      email: "registered@example.in",
    },
    {
      label: "office.assam",
      address: ["House 12, G. S. Road", "Guwahati 781007, India"],
      phone: "+91 361 246 8810",
      email: "assam@example.in",
    },
  ],
};

describe("contactInLocale", () => {
  it("gives a locale's pages the company's and each office's address in that locale's form", () => {
    const hindi = contactInLocale(contact, "hi");
    expect(hindi.address).toEqual(["प्लॉट 14, दिल्ली रोड", "सहारनपुर 247001, भारत"]);
    expect(hindi.offices?.map((office) => office.address)).toEqual([
      ["बी-42, ओखला फ़ेज़-2", "नई दिल्ली 110020, भारत"],
      // An office without the locale's form keeps its address as written.
      ["House 12, G. S. Road", "Guwahati 781007, India"],
    ]);
    expect(hindi.phone).toBe(contact.phone);
  });

  it("keeps the addresses as written for a locale the manifest gives no form of", () => {
    const english = contactInLocale(contact, "en");
    expect(english.address).toEqual(contact.address);
    expect(english.offices?.map((office) => office.address)).toEqual(
      contact.offices?.map((office) => office.address),
    );
  });
});
