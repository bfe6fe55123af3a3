import { describe, expect, it } from "vitest";
import { imageMediaType } from "../../../../../scripts/siteBuild/images/imageMediaType";

describe("imageMediaType", () => {
  it("names each image kind a brand may hold, whatever the extension's case", () => {
    expect(imageMediaType("brands/x/assets/logo.svg")).toBe("image/svg+xml");
    expect(imageMediaType("icon.PNG")).toBe("image/png");
    expect(imageMediaType("photo.jpeg")).toBe("image/jpeg");
    expect(imageMediaType("photo.JPG")).toBe("image/jpeg");
    expect(imageMediaType("photo.webp")).toBe("image/webp");
    expect(imageMediaType("photo.avif")).toBe("image/avif");
    expect(imageMediaType("favicon.ico")).toBe("image/x-icon");
  });

  it("has no type for a file that is not an image, or has no extension", () => {
    expect(imageMediaType("font.woff2")).toBeUndefined();
    expect(imageMediaType("video.mp4")).toBeUndefined();
    expect(imageMediaType("README")).toBeUndefined();
  });
});
