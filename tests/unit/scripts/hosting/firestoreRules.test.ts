import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { loadBrand } from "../../../../scripts/brand/brandLoader";
import {
  brandCollections,
  brandRules,
  RULES_TEMPLATE,
  serviceChoices,
} from "../../../../scripts/hosting/firestoreRules";
import { manifestSchema } from "../../../../src/brand/manifestSchema";
import { FIXTURE_BRANDS_DIR } from "../../../support/brands";

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

  it("gives each brand only the collections its pages write to", async () => {
    const fixture = (await loadBrand("fixture", FIXTURE_BRANDS_DIR)).manifest;
    expect(brandCollections(engineering)).toEqual(["contact-form"]);
    expect(brandCollections(healthcare)).toEqual(["contact-form", "subscribers"]);
    expect(brandCollections(fixture)).toEqual([]);
    expect(serviceChoices(fixture)).toEqual([]);
    const engineeringRules = brandRules(template, engineering);
    expect(engineeringRules).toContain("match /contact-form/{enquiryId}");
    expect(engineeringRules).not.toContain("subscribers");
    expect(engineeringRules).not.toContain("mailLimits");
    const healthcareRules = brandRules(template, healthcare);
    expect(healthcareRules).toContain("match /contact-form/{enquiryId}");
    expect(healthcareRules).toContain("match /subscribers/{key}");
    expect(healthcareRules).toContain("match /mailLimits/{addressHash}");
    const fixtureRules = brandRules(template, fixture);
    expect(fixtureRules).not.toContain("match /contact-form");
    expect(fixtureRules).not.toContain("match /subscribers");
    expect(fixtureRules).toContain("match /databases/{database}/documents");
  });

  it("allows exactly the manifest's locales, so a third locale needs no rules edit", () => {
    expect(brandRules(template, engineering)).toContain(
      `function localeChoices() {\n      return ${JSON.stringify(engineering.locales).replaceAll(",", ", ")};`,
    );
    const withMarathi = { ...engineering, locales: [...engineering.locales, "mr"] };
    expect(brandRules(template, withMarathi)).toMatch(
      /function localeChoices\(\) \{\s*return \[[^\]]*"mr"\];/,
    );
  });

  it("changes nothing but the lists and the collections left out", () => {
    const rules = brandRules(template, healthcare);
    expect(rules.replace(/return \[[^\]]*\];/g, "return [];")).toBe(template);
    const engineeringRules = brandRules(template, engineering);
    const withoutSubscribers = template.replace(
      /^ *\/\/ collection subscribers\n[\s\S]*?^ *\/\/ end collection\n/m,
      "",
    );
    expect(engineeringRules.replace(/return \[[^\]]*\];/g, "return [];")).toBe(withoutSubscribers);
  });

  it("refuses a template without a list to fill, or without a collection's block", () => {
    expect(() => brandRules("rules_version = '2';", engineering)).toThrow(/serviceChoices/);
    const noLocales = template.replace("function localeChoices()", "function locales()");
    expect(() => brandRules(noLocales, engineering)).toThrow(/localeChoices/);
    const noSubscribers = template.replace("// collection subscribers", "// subscribers");
    expect(() => brandRules(noSubscribers, engineering)).toThrow(/collection subscribers/);
  });
});

describe("the enquiry section schema", () => {
  const withSection = (
    section: Record<string, unknown>,
    { services = engineering.services, blocks = ["privacy.introduction"] } = {},
  ) =>
    manifestSchema.safeParse({
      ...engineering,
      services,
      pages: [
        { path: "/", key: "page.home", sections: [{ type: "enquiry", key: "x", ...section }] },
        {
          path: "/privacy-policy",
          key: "page.privacy",
          sections: [{ type: "prose", key: "privacy", blocks }],
        },
      ],
    });

  it("defaults productName to 'Contact Us' and the privacy policy to /privacy-policy", () => {
    const parsed = withSection({ services: ["Sugar Mills"] });
    const section = parsed.data?.pages[0]?.sections[0];
    expect(section?.type === "enquiry" && section.productName).toBe("Contact Us");
    expect(section?.type === "enquiry" && section.privacyPolicy).toBe("/privacy-policy");
  });

  it("refuses a privacy policy address with no page, naming the pages", () => {
    const parsed = withSection({ services: ["Sugar Mills"], privacyPolicy: "/privacy" });
    expect(parsed.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      [
        "pages.0.sections.0.privacyPolicy",
        "no page at '/privacy' (the privacy policy the form's notice links to); pages: /, /privacy-policy",
      ],
    ]);
  });

  it("requires a brand that lists appCheck to say so in its privacy policy", () => {
    const choices = { services: ["Sugar Mills"] };
    const parsed = withSection(choices, { services: ["appCheck"] });
    expect(parsed.error?.issues.map((issue) => issue.path.join("."))).toEqual(["services"]);
    expect(parsed.error?.issues[0]?.message).toMatch(/'privacy\.appCheck'/);
    const blocks = ["privacy.introduction", "privacy.appCheck"];
    expect(withSection(choices, { services: ["appCheck"], blocks }).success).toBe(true);
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
