import { describe, expect, it } from "vitest";
import { sectionSchema } from "../../../src/sections/registry";

const messages = (value: unknown) => {
  const result = sectionSchema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

const autoplay = { intervalMs: 1000, animationMs: 1000 };

describe("the gallery section", () => {
  const gallery = {
    type: "gallery",
    key: "projects.gallery",
    categories: [{ id: "erection", label: "projects.category.erection" }],
    images: [{ id: "e-1", src: "assets/projects/e-1.jpg", category: "erection" }],
  };

  it("accepts images of its categories", () => {
    expect(messages(gallery)).toEqual([]);
  });

  it("names an image whose category is not one of the filters", () => {
    expect(
      messages({ ...gallery, images: [{ id: "x", src: "assets/x.jpg", category: "welding" }] }),
    ).toEqual(["images.0.category: must be one of erection"]);
  });

  it("names a duplicate image id", () => {
    const image = gallery.images[0];
    expect(messages({ ...gallery, images: [image, image] })).toEqual([
      "images.1.id: duplicate id 'e-1'",
    ]);
  });

  it("needs no category without filters", () => {
    expect(
      messages({
        type: "gallery",
        key: "home.gallery",
        images: [{ id: "a", src: "assets/a.jpg" }],
      }),
    ).toEqual([]);
  });
});

describe("the carousel section", () => {
  const carousel = {
    type: "carousel",
    key: "home.certificates",
    autoplay,
    perView: [
      { minWidth: 0, perView: 1 },
      { minWidth: 480, perView: 2 },
    ],
    images: ["assets/c1.jpg", "assets/c2.jpg"],
  };

  it("accepts breakpoints that start at 0 px and rise", () => {
    expect(messages(carousel)).toEqual([]);
  });

  it("refuses breakpoints that do not start at 0 px or are out of order", () => {
    expect(messages({ ...carousel, perView: [{ minWidth: 480, perView: 2 }] })).toEqual([
      "perView: the first breakpoint must have minWidth 0",
    ]);
    expect(
      messages({
        ...carousel,
        perView: [
          { minWidth: 0, perView: 1 },
          { minWidth: 768, perView: 3 },
          { minWidth: 480, perView: 2 },
        ],
      }),
    ).toEqual(["perView: breakpoints must be in increasing minWidth order"]);
  });

  it("refuses an auto-play interval under 500 ms", () => {
    expect(messages({ ...carousel, autoplay: { intervalMs: 100, animationMs: 1000 } })).toEqual([
      "autoplay.intervalMs: Too small: expected number to be >=500",
    ]);
  });
});

describe("the slides section", () => {
  it("turns swiping off unless the manifest turns it on", () => {
    const parsed = sectionSchema.parse({
      type: "slides",
      key: "home.slides",
      autoplay,
      slides: [
        {
          key: "home.slides.one",
          image: "assets/s1.jpg",
          cta: { label: "cta.contact", to: "/contact" },
        },
      ],
    });
    expect(parsed.type === "slides" && parsed.swipe).toBe(false);
  });
});
