import { describe, expect, it } from "vitest";
import { themeSchema } from "../../../src/brand/manifestSchema";
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

  it("sets a locale's own font stacks on the root of its pages only, the others kept", () => {
    const css = themeToCss({
      ...SAMPLE_THEME,
      localeFonts: { hi: { body: "'DM Sans', 'Noto Sans Devanagari', sans-serif" } },
    });
    expect(css).toContain("--font-body: 'DM Sans', sans-serif;");
    expect(css).toContain(
      ":root:lang(hi) {\n  --font-body: 'DM Sans', 'Noto Sans Devanagari', sans-serif;\n}",
    );
    // The heading stack is not given for hi: the :root one applies there too.
    expect(css.match(/--font-heading/g)).toHaveLength(1);
  });

  it("gives a theme without an error colour the default red, #b3261e (at least 6.3:1 on either brand's background, 5.7:1 on its surface)", () => {
    const { error: _, ...colors } = SAMPLE_THEME.colors;
    const theme = themeSchema.parse({ ...SAMPLE_THEME, colors });
    expect(themeToCss(theme)).toContain("--color-error: #b3261e;");
    expect(themeToCss(SAMPLE_THEME)).toContain("--color-error: #c00;");
  });
});
