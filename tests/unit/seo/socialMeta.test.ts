import { describe, expect, it } from "vitest";
import { socialMeta, socialMetaToHtml } from "../../../src/seo/socialMeta";

const HEAD = {
  title: "About | Site",
  description: "Who we are.",
  canonical: "https://s.example/about",
};
const IMAGE = { url: "https://s.example/assets/share.png", width: 1200, height: 630, alt: "Site" };
const asRecord = (tags: ReturnType<typeof socialMeta>) =>
  Object.fromEntries(tags.map((tag) => [`${tag.attribute}:${tag.key}`, tag.content]));

describe("socialMeta", () => {
  it("gives a page its Open Graph and large-image Twitter card from its head and the share image", () => {
    expect(asRecord(socialMeta(HEAD, { name: "Site", image: IMAGE }))).toEqual({
      "property:og:type": "website",
      "property:og:site_name": "Site",
      "property:og:title": "About | Site",
      "property:og:description": "Who we are.",
      "property:og:url": "https://s.example/about",
      "property:og:image": IMAGE.url,
      "property:og:image:width": "1200",
      "property:og:image:height": "630",
      "property:og:image:alt": "Site",
      "name:twitter:card": "summary_large_image",
      "name:twitter:title": "About | Site",
      "name:twitter:description": "Who we are.",
      "name:twitter:image": IMAGE.url,
      "name:twitter:image:alt": "Site",
    });
  });

  it("leaves og:url off a page without a canonical URL and falls back to a summary card without an image", () => {
    const tags = asRecord(socialMeta({ ...HEAD, canonical: null }, { name: "Site", image: null }));
    expect(tags["property:og:url"]).toBeUndefined();
    expect(tags["property:og:image"]).toBeUndefined();
    expect(tags["name:twitter:card"]).toBe("summary");
  });

  it("escapes content in the HTML", () => {
    const html = socialMetaToHtml(
      socialMeta({ ...HEAD, title: `A "B" & <C>` }, { name: "S", image: null }),
    );
    expect(html).toContain(
      '<meta property="og:title" content="A &#34;B&#34; &#38; &#60;C&#62;" />',
    );
  });
});
