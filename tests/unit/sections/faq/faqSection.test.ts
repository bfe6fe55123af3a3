import { describe, expect, it } from "vitest";
import { sectionCopyKeys, sectionSchema } from "../../../../src/sections/registry";

describe("the faq section type", () => {
  it("is a section the manifest schema accepts, through its registry line", () => {
    expect(sectionSchema.parse({ type: "faq", key: "home.faq", items: ["faq.taste"] })).toEqual({
      type: "faq",
      key: "home.faq",
      items: ["faq.taste"],
      tone: "plain",
    });
  });

  it.each([
    [{ type: "faq", key: "home.faq" }, "items", "expected array"],
    [{ type: "faq", key: "home.faq", items: [] }, "items", "too small"],
    [
      { type: "faq", key: "home.faq", items: ["faq.a", "faq.a"] },
      "items",
      "questions must be unique",
    ],
  ])("refuses %j at its %s field", (input, field, message) => {
    const result = sectionSchema.safeParse(input);
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect(issue?.path.join(".")).toBe(field);
    expect(issue?.message.toLowerCase()).toContain(message.toLowerCase());
  });

  it("asks for its heading and each item's question and answer", () => {
    const section = sectionSchema.parse({
      type: "faq",
      key: "home.faq",
      items: ["faq.taste", "faq.storage"],
    });
    expect(sectionCopyKeys(section, "pages.0.sections.7")).toEqual([
      { field: "pages.0.sections.7.key", key: "home.faq.heading" },
      { field: "pages.0.sections.7.items.0", key: "faq.taste.question" },
      { field: "pages.0.sections.7.items.0", key: "faq.taste.answer" },
      { field: "pages.0.sections.7.items.1", key: "faq.storage.question" },
      { field: "pages.0.sections.7.items.1", key: "faq.storage.answer" },
    ]);
  });
});
