import { describe, expect, it } from "vitest";
import { loadBrand } from "../../../scripts/brand/brandLoader";
import { requiredCopyKeys } from "../../../src/brand/requiredCopyKeys";

describe("the copy keys the engineering sections need", () => {
  it("include each section type's own keys, and the offices' names", async () => {
    const { manifest, resources } = await loadBrand("engineering");
    const keys = requiredCopyKeys(manifest).map(({ key }) => key);
    expect(keys).toEqual(
      expect.arrayContaining([
        "home.slides.label",
        "home.slides.slide3.heading",
        "home.slides.slide3.text",
        "home.resale.body",
        "home.resale.imageAlt",
        "home.resale.videoLabel",
        "home.clients.client6",
        "home.counters.clients",
        "home.certificates.imageAlt",
        "projects.gallery.imageAlt",
        "projects.category.oilGas",
        "service.energyAudits.cta.text",
        "office.registered",
        "office.assam",
        "office.saharanpur",
      ]),
    );
    const strings = resources.en?.translation ?? {};
    expect(keys.filter((key) => !(key in strings))).toEqual([]);
  });
});
