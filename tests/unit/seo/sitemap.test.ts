import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml } from "../../../src/seo/sitemap";

describe("sitemapXml", () => {
  it("lists exactly the routes, as absolute URLs on the site", () => {
    const xml = sitemapXml("https://s.example", ["/", "/about", "/service/a&b"]);
    expect([...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])).toEqual([
      "https://s.example/",
      "https://s.example/about",
      "https://s.example/service/a&amp;b",
    ]);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
  });
});

describe("robotsTxt", () => {
  it("allows crawling and names the sitemap", () => {
    expect(robotsTxt("https://s.example")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://s.example/sitemap.xml\n",
    );
  });
});
