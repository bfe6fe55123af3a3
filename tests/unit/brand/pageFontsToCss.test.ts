import { describe, expect, it } from "vitest";
import { pageFontsToCss, withPageFaces } from "../../../src/brand/pageFontsToCss";
import { SAMPLE_THEME } from "../../fixtures/theme";

const DEVANAGARI = new Set(["Noto Sans Devanagari"]);

describe("withPageFaces", () => {
  it("puts the page face right before its site-wide family, whatever the quotes", () => {
    expect(
      withPageFaces(
        "Archivo, 'Noto Sans Devanagari', 'Noto Sans Devanagari Full', sans-serif",
        DEVANAGARI,
      ),
    ).toBe(
      `Archivo, "Noto Sans Devanagari Page", 'Noto Sans Devanagari', 'Noto Sans Devanagari Full', sans-serif`,
    );
    expect(withPageFaces('"Noto Sans Devanagari", serif', DEVANAGARI)).toBe(
      `"Noto Sans Devanagari Page", "Noto Sans Devanagari", serif`,
    );
  });

  it("leaves a stack that names none of the families as it was (a longer name is another family)", () => {
    const stack = "Archivo, 'Noto Sans Devanagari Full', sans-serif";
    expect(withPageFaces(stack, DEVANAGARI)).toBe(stack);
  });
});

describe("pageFontsToCss", () => {
  const theme = {
    ...SAMPLE_THEME,
    localeTypography: {
      hi: {
        fonts: {
          body: "'DM Sans', 'Noto Sans Devanagari', sans-serif",
          field: "'DM Sans', 'Noto Sans Devanagari Full', sans-serif",
        },
      },
    },
  };
  const face = { family: "Noto Sans Devanagari", style: "normal" as const, weight: "400 700" };
  const served = { url: "/assets/page-cut.woff2", unicodeRange: "U+0915,U+093F" };

  it("declares the cut under the page family, limited to the page's characters", () => {
    const css = pageFontsToCss(theme, "hi", [{ face, served }]);
    expect(css).toContain('font-family: "Noto Sans Devanagari Page";');
    expect(css).toContain("font-weight: 400 700;");
    expect(css).toContain('src: url("/assets/page-cut.woff2") format("woff2");');
    expect(css).toContain("unicode-range: U+0915,U+093F;");
  });

  it("overrides only the locale's stacks that name the family, on that locale's root", () => {
    const css = pageFontsToCss(theme, "hi", [{ face, served }]);
    const rule = css.slice(css.indexOf(":root:lang(hi) {"));
    expect(rule).toContain(
      `--font-body: 'DM Sans', "Noto Sans Devanagari Page", 'Noto Sans Devanagari', sans-serif;`,
    );
    // The heading stack is the theme's, which names no Devanagari face; the field draws typing.
    expect(rule).not.toContain("--font-heading");
    expect(rule).not.toContain("--font-field");
  });

  it("is empty for a page without faces of its own", () => {
    expect(pageFontsToCss(theme, "hi", [])).toBe("");
  });
});
