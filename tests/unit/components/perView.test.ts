import { describe, expect, it } from "vitest";
import { loadBrand } from "../../../scripts/brand/brandLoader";
import {
  keenBreakpoints,
  perViewAt,
  perViewCss,
  perViewStylesheet,
} from "../../../src/components/slider/perView";

// Spec §9: 1 below 480 px, 2 from 480, 3 from 768, 4 from 1024.
const certificates = [
  { minWidth: 0, perView: 1 },
  { minWidth: 480, perView: 2 },
  { minWidth: 768, perView: 3 },
  { minWidth: 1024, perView: 4 },
];

describe("items per view", () => {
  it.each([
    [320, 1],
    [400, 1],
    [479, 1],
    [480, 2],
    [767, 2],
    [768, 3],
    [1023, 3],
    [1024, 4],
    [1280, 4],
  ])("at %i px is %i", (width, expected) => {
    expect(perViewAt(width, certificates)).toBe(expected);
  });

  it("become keen-slider media-query breakpoints above the base", () => {
    expect(keenBreakpoints(certificates)).toEqual({
      "(min-width: 480px)": { slides: { perView: 2 } },
      "(min-width: 768px)": { slides: { perView: 3 } },
      "(min-width: 1024px)": { slides: { perView: 4 } },
    });
  });

  it("become first-paint CSS with the same breakpoints", () => {
    expect(perViewCss("#s", certificates)).toBe(
      "#s{--per-view:1}@media (min-width:480px){#s{--per-view:2}}" +
        "@media (min-width:768px){#s{--per-view:3}}@media (min-width:1024px){#s{--per-view:4}}",
    );
  });
});

describe("perViewStylesheet", () => {
  it("gives each carousel of the manifest its per-view rules, keyed by its copy key", async () => {
    const { manifest } = await loadBrand("engineering");
    const carousels = manifest.pages
      .flatMap((page) => page.sections)
      .flatMap((section) => (section.type === "carousel" ? [section] : []));
    expect(carousels.length).toBeGreaterThan(0);
    const css = perViewStylesheet(manifest);
    for (const carousel of carousels) {
      expect(css).toContain(
        perViewCss(`.carousel__track[data-per-view="${carousel.key}"]`, carousel.perView),
      );
    }
    const { manifest: healthcare } = await loadBrand("healthcare");
    expect(perViewStylesheet(healthcare)).toBe("");
  });
});
