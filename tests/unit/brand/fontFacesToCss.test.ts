import { describe, expect, it } from "vitest";
import { fontFacesToCss } from "../../../src/brand/themeToCss";
import { SAMPLE_THEME } from "../../fixtures/theme";

const theme = SAMPLE_THEME;

describe("fontFacesToCss", () => {
  it("emits one swap @font-face per file, with the URL the resolver gives", () => {
    const css = fontFacesToCss(
      {
        ...theme,
        fontFaces: [
          {
            family: "DM Sans",
            src: "assets/fonts/dm-sans.woff2",
            weight: "100 1000",
            style: "normal",
            preload: true,
            unicodeRange: "U+0000-00FF",
          },
          {
            family: "Fraunces",
            src: "assets/fonts/fraunces.woff2",
            weight: "700",
            style: "italic",
            preload: true,
          },
        ],
      },
      (face) => ({ url: `/built/${face.src}`, unicodeRange: face.unicodeRange }),
    );
    expect(css.match(/@font-face/g)).toHaveLength(2);
    expect(css).toContain('font-family: "DM Sans";');
    expect(css).toContain("font-weight: 100 1000;");
    expect(css).toContain('src: url("/built/assets/fonts/dm-sans.woff2") format("woff2");');
    expect(css).toContain("unicode-range: U+0000-00FF;");
    expect(css).toContain("font-style: italic;");
    expect(css.match(/font-display: swap;/g)).toHaveLength(2);
    expect(css.match(/unicode-range/g)).toHaveLength(1);
  });

  it("writes the range the build serves a face for, not the manifest's", () => {
    const face = {
      family: "Noto Sans Devanagari",
      src: "assets/fonts/deva.woff2",
      weight: "400 800",
      style: "normal" as const,
      preload: true,
      unicodeRange: "U+0900-097F",
      narrowToCopy: true,
    };
    const css = fontFacesToCss({ ...theme, fontFaces: [face] }, () => ({
      url: "/deva.woff2",
      unicodeRange: "U+0915,U+093E-0940",
    }));
    expect(css).toContain("unicode-range: U+0915,U+093E-0940;");
    expect(css).not.toContain("U+0900-097F");
  });

  it("is empty for a theme without font files", () => {
    expect(fontFacesToCss(theme, (face) => ({ url: face.src }))).toBe("");
  });
});
