import { describe, expect, it } from "vitest";
import { themeToCss } from "../../../src/brand/themeToCss";

describe("themeToCss", () => {
  it("emits one custom property per token, camelCase names in kebab-case", () => {
    const css = themeToCss({
      colors: {
        background: "#fff",
        surface: "#eee",
        text: "#111",
        muted: "#444",
        primary: "#00f",
        onPrimary: "#fff",
        accent: "#f80",
        chrome: "#000",
        onChrome: "#fff",
        border: "#ccc",
      },
      fonts: { body: "Inter, sans-serif", heading: "Georgia, serif" },
      radii: { small: "2px", medium: "4px", large: "8px" },
    });
    expect(css.startsWith(":root {")).toBe(true);
    expect(css).toContain("--color-on-primary: #fff;");
    expect(css).toContain("--color-on-chrome: #fff;");
    expect(css).toContain("--font-body: Inter, sans-serif;");
    expect(css).toContain("--radius-large: 8px;");
    expect(css.match(/--[a-z-]+:/g)).toHaveLength(15);
  });
});
