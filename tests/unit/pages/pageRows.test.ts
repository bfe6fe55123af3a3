import { describe, expect, it } from "vitest";
import { pageRows } from "../../../src/pages/pageRows";

const sections = [{ id: "hero" }, { id: "enquiry" }, { id: "offices" }, {}];

describe("pageRows", () => {
  it("puts each section in a row of its own when no pair is given", () => {
    expect(pageRows(sections).map((row) => row.sections.length)).toEqual([1, 1, 1, 1]);
  });

  it("puts a listed pair of consecutive sections in one row, in page order", () => {
    const rows = pageRows(sections, [["enquiry", "offices"]]);
    expect(rows.map((row) => row.sections.map((section) => section.id))).toEqual([
      ["hero"],
      ["enquiry", "offices"],
      [undefined],
    ]);
  });

  it("leaves a pair alone whose second section does not follow the first", () => {
    expect(pageRows(sections, [["hero", "offices"]]).length).toBe(4);
    expect(pageRows(sections, [["offices", "enquiry"]]).length).toBe(4);
  });
});
