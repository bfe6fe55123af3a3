import { describe, expect, it } from "vitest";
import { loadBrand } from "../../../../scripts/brand/brandLoader";
import { filterImages, nextFilter } from "../../../../src/sections/gallery/galleryFilter";

describe("the projects filter (spec §4)", () => {
  it("selects a category, and returns to all when the active one is chosen again", () => {
    expect(nextFilter(null, "erection")).toBe("erection");
    expect(nextFilter("erection", "erection")).toBeNull();
    expect(nextFilter("erection", "fabrication")).toBe("fabrication");
    expect(nextFilter("fabrication", null)).toBeNull();
    expect(nextFilter(null, null)).toBeNull();
  });

  it("shows 26 engineering project photos: 7 fabrication, 6 oil and gas sector, 13 erection", async () => {
    const { manifest } = await loadBrand("engineering");
    const gallery = manifest.pages
      .find((page) => page.path === "/projects")
      ?.sections.find((section) => section.type === "gallery");
    if (gallery?.type !== "gallery") throw new Error("/projects has no gallery");
    const count = (filter: string | null) => filterImages(gallery.images, filter).length;
    expect([null, "fabrication", "oil-and-gas-sector", "erection"].map(count)).toEqual([
      26, 7, 6, 13,
    ]);
    expect(gallery.categories?.map((category) => category.id)).toEqual([
      "oil-and-gas-sector",
      "fabrication",
      "erection",
    ]);
    for (const image of gallery.images) {
      expect(image.id).toMatch(/^[a-z0-9-]+$/);
      expect(image.src).toMatch(/^assets\/.+\.(jpg|png)$/);
    }
  });

  it("keeps the manifest order within a category", () => {
    const images = [
      { id: "a", category: "x" },
      { id: "b", category: "y" },
      { id: "c", category: "x" },
    ];
    expect(filterImages(images, "x").map((image) => image.id)).toEqual(["a", "c"]);
    expect(filterImages(images, null)).toEqual(images);
  });
});
