import { describe, expect, it } from "vitest";
import { loadBrand } from "../../../../scripts/brand/brandLoader";
import { manifestSchema } from "../../../../src/brand/manifestSchema";
import type { Section } from "../../../../src/sections/registry";

const { manifest } = await loadBrand("healthcare");
const [home, ...otherPages] = manifest.pages;
if (!home) throw new Error("the health-care brand has no pages");
const homePage = home;
const packsIndex = home.sections.findIndex((section) => section.type === "packs");

/** The health-care manifest with its home page's sections changed by `edit`, checked again. */
function issuesWith(edit: (section: Section) => Section): string[] {
  const result = manifestSchema.safeParse({
    ...manifest,
    pages: [{ ...homePage, sections: homePage.sections.map(edit) }, ...otherPages],
  });
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

describe("a packs section's Buy buttons and the order form (packChoiceIssues)", () => {
  it("the health-care home passes: every pack's choice is one of its order form's", () => {
    expect(issuesWith((section) => section)).toEqual([]);
  });

  it("refuses a pack choice the form does not offer, naming the pack and the choices", () => {
    const issues = issuesWith((section) =>
      section.type === "packs"
        ? {
            ...section,
            packs: section.packs.map((pack, i) =>
              i === 1 ? { ...pack, choice: "60-day pack" } : pack,
            ),
          }
        : section,
    );
    expect(issues).toEqual([
      `pages.0.sections.${packsIndex}.packs.1.choice: '60-day pack' is not one of the order form's choices (15-day pack, 30-day pack, 45-day pack)`,
    ]);
  });

  it("refuses an orderFormId that no enquiry section of the page has", () => {
    const issues = issuesWith((section) =>
      section.type === "packs" ? { ...section, orderFormId: "buy-now" } : section,
    );
    expect(issues).toEqual([
      `pages.0.sections.${packsIndex}.orderFormId: no enquiry section on this page has the id 'buy-now'`,
    ]);
  });
});
