import { describe, expect, it } from "vitest";
import {
  hostingGlobMatches,
  hostingRuleMatches,
  ignoredByDeploy,
} from "../../../../scripts/hosting/hostingGlob";

describe("hostingGlobMatches (firebase.json source globs, as superstatic matches them)", () => {
  it.each([
    { glob: "**", matches: ["/", "/about", "/service/sugar-mills", "/assets/a.js"], misses: [] },
    {
      glob: "/assets/**",
      matches: ["/assets/index-abc.js", "/assets/fonts/a.woff2"],
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
    { glob: "/[ab].js", matches: ["/a.js", "/b.js"], misses: ["/c.js", "/ab.js"] },
    { glob: "**", matches: [], misses: ["/.well-known/security.txt", "/.env"] },
  ])("$glob", ({ glob, matches, misses }) => {
    for (const path of matches) expect(hostingGlobMatches(glob, path), path).toBe(true);
    for (const path of misses) expect(hostingGlobMatches(glob, path), path).toBe(false);
  });
});

describe("hostingRuleMatches (a header rule's source glob or regex)", () => {
  it("matches a source rule as its glob, and searches the path for a regex rule's pattern", () => {
    expect(hostingRuleMatches({ source: "/assets/**" }, "/assets/a.js")).toBe(true);
    expect(hostingRuleMatches({ source: "/assets/**" }, "/about")).toBe(false);
    expect(hostingRuleMatches({ regex: String.raw`\.svg$` }, "/assets/logo.svg")).toBe(true);
    expect(hostingRuleMatches({ regex: String.raw`\.svg$` }, "/assets/logo.svgz")).toBe(false);
    // Unanchored, a pattern is found anywhere in the path, as RE2's partial match finds it.
    expect(hostingRuleMatches({ regex: "assets" }, "/x/assets/a.js")).toBe(true);
    expect(hostingRuleMatches({ regex: "^/assets/" }, "/x/assets/a.js")).toBe(false);
  });
});

describe("ignoredByDeploy (firebase.json ignore globs)", () => {
  const ignore = ["firebase.json", "**/.*", "**/node_modules/**", "**/*.br", "**/*.gz"];
  it.each([
    ["assets/index-abc.js.br", true],
    ["index.html.gz", true],
    [".env", true],
    ["assets/.hidden", true],
    ["firebase.json", true],
    ["node_modules/x/index.js", true],
    ["assets/index-abc.js", false],
    ["about/index.html", false],
    ["robots.txt", false],
  ])("%s: %s", (file, ignored) => {
    expect(ignoredByDeploy(ignore, file)).toBe(ignored);
  });
});
