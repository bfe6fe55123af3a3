import { describe, expect, it } from "vitest";
import { svgDataUrl } from "../../../../../scripts/siteBuild/images/svgDataUrl.ts";

const PREFIX = "data:image/svg+xml,";

/** What a browser reads from the URL: the payload, percent-decoded as UTF-8. */
function decoded(url: string): string {
  expect(url.startsWith(PREFIX)).toBe(true);
  return decodeURIComponent(url.slice(PREFIX.length));
}

describe("svgDataUrl", () => {
  it("keeps an SVG with text character for character (whitespace inside text is content)", () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 9 9">\n  <text x="1" fill="#fff">A  B\u00a0%C</text>\n</svg>\n`;
    const url = svgDataUrl(Buffer.from(svg));
    expect(decoded(url)).toBe(svg.trim());
    expect(url).not.toContain("base64");
    expect(url).not.toMatch(/[\s"#<>]/);
  });

  it("keeps nested quotes as they are", () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg"><style>.a{font-family:"A b"}</style><g class='a' data-x="it's"/></svg>`;
    expect(decoded(svgDataUrl(Buffer.from(svg)))).toBe(svg);
  });

  it("minifies the markup of an SVG without text as Vite does", () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg">\n  <rect width="2"\n    fill="#e8730c"/>\n</svg>`;
    const url = svgDataUrl(Buffer.from(svg));
    expect(decoded(url)).toBe(
      `<svg xmlns='http://www.w3.org/2000/svg'><rect width='2' fill='#e8730c'/></svg>`,
    );
    expect(url.length).toBeLessThan(Buffer.from(svg).toString("base64").length + PREFIX.length);
  });
});
