import { describe, expect, it } from "vitest";
import { themeToCss } from "../../../src/brand/themeToCss";
import { SAMPLE_THEME } from "../../fixtures/theme";

describe("themeToCss", () => {
  it("emits one custom property per token, camelCase names in kebab-case", () => {
    const css = themeToCss(SAMPLE_THEME);
    expect(css.startsWith(":root {")).toBe(true);
    expect(css).toContain("--color-on-primary: #fff;");
    expect(css).toContain("--color-on-chrome: #fff;");
    expect(css).toContain("--font-body: 'DM Sans', sans-serif;");
    expect(css).toContain("--radius-large: 8px;");
    expect(css.match(/--[a-z-]+:/g)).toHaveLength(15);
  });
});
