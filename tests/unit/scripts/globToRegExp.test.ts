import { describe, expect, it } from "vitest";
import { globToRegExp } from "../../../scripts/globToRegExp";

describe("globToRegExp (firebase.json source globs)", () => {
  it.each([
    { glob: "**", matches: ["/", "/about", "/service/sugar-mills", "/assets/a.js"], misses: [] },
    {
      glob: "/assets/**",
      matches: ["/assets/index-abc.js", "/assets/fonts/a.woff2", "/assets"],
      misses: ["/", "/about", "/assetsx/a.js", "/x/assets/a.js"],
    },
    {
      glob: "**/*.@(js|css)",
      matches: ["/a.js", "/assets/b.css", "/x/y/z.js"],
      misses: ["/a.json", "/a.jsx", "/css"],
    },
    {
      glob: "/*.{png,svg}",
      matches: ["/icon.svg", "/share.png"],
      misses: ["/assets/icon.svg", "/icon.svgz"],
    },
    { glob: "/?.txt", matches: ["/a.txt"], misses: ["/ab.txt", "/.txt"] },
    { glob: "sitemap.xml", matches: ["/sitemap.xml"], misses: ["/sitemapxxml", "/a/sitemap.xml"] },
  ])("$glob", ({ glob, matches, misses }) => {
    const pattern = globToRegExp(glob);
    for (const path of matches) expect(pattern.test(path), path).toBe(true);
    for (const path of misses) expect(pattern.test(path), path).toBe(false);
  });

  it.each(["/[ab].js", "!/x", "/+(a|b)", "/@(a|b"])("refuses %s rather than guess", (glob) => {
    expect(() => globToRegExp(glob)).toThrow(/glob/);
  });
});
