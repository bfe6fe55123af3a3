import { describe, expect, it } from "vitest";
import { pageSocialMeta, type SocialTag, siteSocialMeta } from "../../../src/seo/socialMeta";

const HEAD = {
  title: "About | Site",
  description: "Who we are.",
  canonical: "https://s.example/about",
  alternates: [],
};
const IMAGE = { url: "https://s.example/assets/share.png", width: 1200, height: 630, alt: "Site" };
const asRecord = (tags: SocialTag[]) =>
  Object.fromEntries(
    tags.map((tag) =>
      "property" in tag
        ? [`property:${tag.property}`, tag.content]
        : [`name:${tag.name}`, tag.content],
    ),
  );

describe("pageSocialMeta", () => {
  it("gives a page its Open Graph and Twitter title, description and URL from its head", () => {
    expect(asRecord(pageSocialMeta(HEAD))).toEqual({
      "property:og:title": "About | Site",
      "property:og:description": "Who we are.",
      "property:og:url": "https://s.example/about",
      "name:twitter:title": "About | Site",
      "name:twitter:description": "Who we are.",
    });
  });

  it("leaves og:url off a page without a canonical URL", () => {
    expect(
      asRecord(pageSocialMeta({ ...HEAD, canonical: null }))["property:og:url"],
    ).toBeUndefined();
  });
});

describe("siteSocialMeta", () => {
  it("gives every page the site name, the share image and a large-image Twitter card", () => {
    expect(asRecord(siteSocialMeta({ name: "Site", locale: "hi_IN", image: IMAGE }))).toEqual({
      "property:og:type": "website",
      "property:og:site_name": "Site",
      "property:og:locale": "hi_IN",
      "property:og:image": IMAGE.url,
      "property:og:image:width": "1200",
      "property:og:image:height": "630",
      "property:og:image:alt": "Site",
      "name:twitter:card": "summary_large_image",
      "name:twitter:image": IMAGE.url,
      "name:twitter:image:alt": "Site",
    });
  });

  it("falls back to a summary card without an image", () => {
    const tags = asRecord(siteSocialMeta({ name: "Site", locale: undefined, image: null }));
    expect(tags["property:og:image"]).toBeUndefined();
    expect(tags["property:og:locale"]).toBeUndefined();
    expect(tags["name:twitter:card"]).toBe("summary");
  });
});
