import { describe, expect, it } from "vitest";
import { choiceLabelKey, choiceSlug } from "../../../../src/brand/choiceSlug";
import {
  CHOICE_PARAM,
  choiceFromSearch,
  choiceLink,
} from "../../../../src/features/enquiry/preselectedChoice";

const PACKS = ["15-day pack", "30-day pack", "45-day pack"];

describe("choiceLabelKey", () => {
  it("names a choice's label by its slug", () => {
    expect(choiceLabelKey("Plant & Machinery Manufacturing")).toBe(
      "form.choice.plant-machinery-manufacturing",
    );
    expect(choiceLabelKey("30-day pack")).toBe("form.choice.30-day-pack");
  });
});

describe("choiceSlug", () => {
  it.each([
    ["30-day pack", "30-day-pack"],
    ["Oil & Gas Sector", "oil-gas-sector"],
    ["  Plant & Machinery Manufacturing ", "plant-machinery-manufacturing"],
    ["Énergie Audits", "energie-audits"],
    ["", ""],
  ])("%j → %j", (choice, slug) => {
    expect(choiceSlug(choice)).toBe(slug);
  });
});

describe("choiceLink", () => {
  it("names the choice by its slug in the query and the form by the fragment", () => {
    expect(choiceLink("30-day pack", "order")).toEqual({
      search: { [CHOICE_PARAM]: "30-day-pack" },
      hash: "order",
    });
  });
});

describe("choiceFromSearch", () => {
  it.each([
    ["?choice=30-day-pack", "30-day pack"],
    ["choice=45-day-pack", "45-day pack"],
    ["?utm_source=x&choice=15-day-pack", "15-day pack"],
    // Hand-typed or shared addresses: case and spacing do not matter.
    ["?choice=30-Day%20Pack", "30-day pack"],
    ["?choice=30-day+pack", "30-day pack"],
  ])("%s chooses %j", (search, choice) => {
    expect(choiceFromSearch(search, PACKS)).toBe(choice);
  });

  it.each([
    ["", "no query"],
    ["?choice=", "an empty choice"],
    ["?choice=90-day-pack", "a choice the form does not offer"],
    ["?pack=30-day-pack", "another parameter"],
  ])("%j chooses nothing (%s)", (search) => {
    expect(choiceFromSearch(search, PACKS)).toBeUndefined();
  });

  it("reads back what choiceLink writes, for every choice", () => {
    for (const pack of PACKS) {
      const query = new URLSearchParams(choiceLink(pack, "order").search).toString();
      expect(choiceFromSearch(query, PACKS)).toBe(pack);
    }
  });
});
