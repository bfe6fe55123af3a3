import { describe, expect, it } from "vitest";
import { themeSchema } from "../../../src/brand/schemas/theme";
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
    expect(css.match(/--[a-z-]+:/g)).toHaveLength(16);
  });

  it("sets a locale's own typography on the root of its pages only, the rest kept", () => {
    const css = themeToCss({
      ...SAMPLE_THEME,
      localeTypography: {
        hi: {
          fonts: { body: "'DM Sans', 'Noto Sans Devanagari', sans-serif" },
          lineHeights: { body: 1.75 },
          tracking: 0,
          underlineOffset: "0.3em",
        },
      },
    });
    expect(css).toContain("--font-body: 'DM Sans', sans-serif;");
    expect(css).toContain(
      [
        ":root:lang(hi) {",
        "  --font-body: 'DM Sans', 'Noto Sans Devanagari', sans-serif;",
        "  --line-height-body: 1.75;",
        "  --tracking: 0;",
        "  --underline-offset: 0.3em;",
        "}",
      ].join("\n"),
    );
    // Neither the heading stack nor its line height is given for hi: the design's apply there.
    expect(css.match(/--font-heading/g)).toHaveLength(1);
    expect(css).not.toContain("--line-height-heading");
  });

  it("gives a theme without an error colour the default red, #b3261e (at least 6.3:1 on either brand's background, 5.7:1 on its surface)", () => {
    const { error: _, ...colors } = SAMPLE_THEME.colors;
    const theme = themeSchema.parse({ ...SAMPLE_THEME, colors });
    expect(themeToCss(theme)).toContain("--color-error: #b3261e;");
    expect(themeToCss(SAMPLE_THEME)).toContain("--color-error: #c00;");
  });
});
