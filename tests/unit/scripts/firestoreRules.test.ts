import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { loadBrand } from "../../../scripts/brandLoader";
import { brandRules, RULES_TEMPLATE, serviceChoices } from "../../../scripts/firestoreRules";
import { manifestSchema } from "../../../src/brand/manifestSchema";
import { FIXTURE_BRANDS_DIR } from "../../support/brands";

const template = await readFile(RULES_TEMPLATE, "utf8");
const engineering = (await loadBrand("engineering")).manifest;
const healthcare = (await loadBrand("healthcare")).manifest;

describe("brand security rules", () => {
  it("lists engineering's four Services choices, in manifest order", () => {
    expect(serviceChoices(engineering)).toEqual([
      "Plant & Machinery Manufacturing",
      "Oil & Gas Sector",
      "Sugar Mills",
      "Energy Audits",
    ]);
    expect(brandRules(template, engineering)).toContain(
      'return ["Plant & Machinery Manufacturing", "Oil & Gas Sector", "Sugar Mills", "Energy Audits"];',
    );
  });

  it("lists healthcare's packs, the choices of its order enquiry", () => {
    expect(serviceChoices(healthcare)).toEqual(["15-day pack", "30-day pack", "45-day pack"]);
  });

  it("gives a brand without an enquiry form an empty list, so it accepts no enquiry", async () => {
    const fixture = (await loadBrand("fixture", FIXTURE_BRANDS_DIR)).manifest;
    expect(serviceChoices(fixture)).toEqual([]);
    expect(brandRules(template, fixture)).toBe(template);
  });

  it("changes nothing but the list", () => {
    const rules = brandRules(template, engineering);
    expect(rules.replace(/return \[[^\]]*\];/, "return [];")).toBe(template);
  });

  it("refuses a template without serviceChoices() to fill", () => {
    expect(() => brandRules("rules_version = '2';", engineering)).toThrow(/serviceChoices/);
  });
});

describe("the enquiry section schema", () => {
  const withSection = (section: Record<string, unknown>) =>
    manifestSchema.safeParse({
      ...engineering,
      pages: [
        { path: "/", key: "page.home", sections: [{ type: "enquiry", key: "x", ...section }] },
      ],
    });

  it("defaults productName to 'Contact Us'", () => {
    const parsed = withSection({ services: ["Sugar Mills"] });
    const section = parsed.data?.pages[0]?.sections[0];
    expect(section?.type === "enquiry" && section.productName).toBe("Contact Us");
  });

  it.each([
    ["no choices", []],
    ["a repeated choice", ["Sugar Mills", "Sugar Mills"]],
    ["a quote in a choice", ['Sugar "Mills"']],
    ["a backslash in a choice", ["Sugar\\Mills"]],
  ])("refuses %s", (_, services) => {
    expect(withSection({ services }).success).toBe(false);
  });
});
