import { describe, expect, it } from "vitest";
import { cleanUrl } from "../../../../scripts/hosting/cleanUrl";

describe("cleanUrl", () => {
  it.each([
    ["about.html", "/about"],
    ["about/index.html", "/about"],
    ["/about/index.html", "/about"],
    ["hi/service/sugar-mills/index.html", "/hi/service/sugar-mills"],
    ["index.html", "/"],
    ["/index.html", "/"],
    ["google1234abcd.html", "/google1234abcd"],
    ["reindex.html", "/reindex"],
  ])("gives %s the address %s, as Hosting's clean URLs do", (file, url) => {
    expect(cleanUrl(file)).toBe(url);
  });
});
