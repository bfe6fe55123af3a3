import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml } from "../../../src/seo/sitemap";

describe("sitemapXml", () => {
  it("lists exactly the routes, as absolute URLs on the site", () => {
    const xml = sitemapXml(
      "https://s.example",
      ["/", "/about", "/service/a&b"].map((path) => ({ path, alternates: [] })),
    );
    expect([...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])).toEqual([
      "https://s.example/",
      "https://s.example/about",
      "https://s.example/service/a&amp;b",
    ]);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    expect(xml).not.toContain("xhtml:link");
  });

  it("gives each address its alternates in every language as xhtml:link elements", () => {
    const alternates = [
      { hreflang: "en", path: "/about" },
      { hreflang: "hi", path: "/hi/about" },
      { hreflang: "x-default", path: "/about" },
    ];
    const xml = sitemapXml("https://s.example", [
      { path: "/about", alternates },
      { path: "/hi/about", alternates },
    ]);
    const links =
      '\n    <xhtml:link rel="alternate" hreflang="en" href="https://s.example/about"/>' +
      '\n    <xhtml:link rel="alternate" hreflang="hi" href="https://s.example/hi/about"/>' +
      '\n    <xhtml:link rel="alternate" hreflang="x-default" href="https://s.example/about"/>\n  ';
    expect(xml).toContain(`<url><loc>https://s.example/about</loc>${links}</url>`);
    expect(xml).toContain(`<url><loc>https://s.example/hi/about</loc>${links}</url>`);
  });
});

describe("robotsTxt", () => {
  it("allows crawling and names the sitemap", () => {
    expect(robotsTxt("https://s.example")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://s.example/sitemap.xml\n",
    );
  });
});
