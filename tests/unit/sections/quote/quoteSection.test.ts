import { describe, expect, it } from "vitest";
import { sectionCopyKeys, sectionSchema } from "../../../../src/sections/registry";

describe("the quote section type", () => {
  it("is a section the manifest schema accepts, through its registry line", () => {
    expect(sectionSchema.parse({ type: "quote", key: "home.quote" })).toEqual({
      type: "quote",
      key: "home.quote",
    });
  });

  it("names a missing key", () => {
    const result = sectionSchema.safeParse({ type: "quote" });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.path.join("."))).toEqual([
      "key",
    ]);
  });

  it("asks for its heading, quotation and source", () => {
    expect(sectionCopyKeys({ type: "quote", key: "home.quote" }, "pages.0.sections.1")).toEqual([
      { field: "pages.0.sections.1.key", key: "home.quote.heading" },
      { field: "pages.0.sections.1.key", key: "home.quote.quotation" },
      { field: "pages.0.sections.1.key", key: "home.quote.source" },
    ]);
  });
});
