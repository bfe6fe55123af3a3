import { describe, expect, it } from "vitest";
import { pageTitle, withSavedPages } from "../../../src/app/serviceWorker/withSavedPages";
import { SAVED_PAGES_ATTRIBUTE } from "../../../src/i18n/offlinePath";

const OFFLINE = `<main><ul class="offline__pages" ${SAVED_PAGES_ATTRIBUTE}=""><li><a href="/hi">होम पेज</a></li></ul><ul><li>footer</li></ul></main>`;

describe("withSavedPages (the offline page's list)", () => {
  it("adds a link to each saved page after the home page's, in that list only", () => {
    const html = withSavedPages(OFFLINE, [
      { href: "/hi/about", title: "हमारे बारे में | Urja" },
      { href: "/hi/contact", title: "संपर्क | Urja" },
    ]);
    expect(html).toBe(
      `<main><ul class="offline__pages" ${SAVED_PAGES_ATTRIBUTE}=""><li><a href="/hi">होम पेज</a></li><li><a href="/hi/about">हमारे बारे में | Urja</a></li><li><a href="/hi/contact">संपर्क | Urja</a></li></ul><ul><li>footer</li></ul></main>`,
    );
  });

  it("writes a title as text: entities React wrote are read, markup is escaped", () => {
    const html = withSavedPages(OFFLINE, [
      { href: "/a?b=<c>", title: "Oil &amp; Gas &#x27;24 <b>" },
    ]);
    expect(html).toContain(
      '<li><a href="/a?b=&#60;c&#62;">Oil &#38; Gas &#39;24 &#60;b&#62;</a></li></ul>',
    );
  });

  it("leaves the page as it is when nothing is saved", () => {
    expect(withSavedPages(OFFLINE, [])).toBe(OFFLINE);
  });

  it("throws when the page has no list to add to", () => {
    expect(() => withSavedPages("<main></main>", [])).toThrow(SAVED_PAGES_ATTRIBUTE);
  });
});

describe("pageTitle", () => {
  it("reads a prerendered page's title, or null without one", () => {
    expect(pageTitle("<head><title>About | Urja</title></head>")).toBe("About | Urja");
    expect(pageTitle("<head></head>")).toBeNull();
    expect(pageTitle("<title> </title>")).toBeNull();
  });
});
