import { describe, expect, it } from "vitest";
import { imageUrl, srcSet, variantUrl, widestVariant } from "../../../src/brand/brandImage";

const variants = { stem: "/assets/erection-01-Bx3k9QaZ", widths: [400, 800, 1200] };

describe("an image's variants, named from one stem", () => {
  it("give each format and width its URL", () => {
    expect(variantUrl(variants, "avif", 800)).toBe("/assets/erection-01-Bx3k9QaZ-800.avif");
    expect(srcSet(variants, "webp")).toBe(
      "/assets/erection-01-Bx3k9QaZ-400.webp 400w, /assets/erection-01-Bx3k9QaZ-800.webp 800w, /assets/erection-01-Bx3k9QaZ-1200.webp 1200w",
    );
  });

  it("pick the widest WebP, whatever the order of the widths", () => {
    expect(widestVariant({ ...variants, widths: [800, 1200, 400] })).toEqual({
      url: "/assets/erection-01-Bx3k9QaZ-1200.webp",
      width: 1200,
    });
  });
});

describe("imageUrl", () => {
  const assetUrl = (path: string) => {
    if (path !== "assets/logo.svg") throw new Error(`Asset '${path}' is not referenced`);
    return "/assets/logo-C1x2.svg";
  };
  const images = {
    "assets/projects/erection-01.jpg": { width: 1200, height: 800, variants },
    "assets/logo.svg": { width: 200, height: 80 },
  };

  it("is a raster image's widest WebP, which a build lists no other URL for", () => {
    expect(imageUrl({ assetUrl, images }, "assets/projects/erection-01.jpg")).toBe(
      "/assets/erection-01-Bx3k9QaZ-1200.webp",
    );
  });

  it("is the asset's own URL for an SVG, or when the app renders without a build", () => {
    expect(imageUrl({ assetUrl, images }, "assets/logo.svg")).toBe("/assets/logo-C1x2.svg");
    expect(imageUrl({ assetUrl }, "assets/logo.svg")).toBe("/assets/logo-C1x2.svg");
    expect(() => imageUrl({ assetUrl }, "assets/missing.jpg")).toThrow(
      "Asset 'assets/missing.jpg' is not referenced",
    );
  });
});
