import { beforeAll, describe, expect, it, vi } from "vitest";
import { sectionSchema } from "../../../src/sections/registry";

// Vitest, like the dev server, keeps every section type (a build only its pages').
const types = sectionSchema.options.map((option) => option.shape.type.value);

// The unit layer shares modules between the files of a worker; a fresh copy of the module has
// loaded no component yet, whatever ran before.
let components: typeof import("../../../src/sections/sectionComponents");
beforeAll(async () => {
  vi.resetModules();
  components = await import("../../../src/sections/sectionComponents");
});

describe("the section components derived from the registry (virtual:brand-sections)", () => {
  it.each(types)("loads the '%s' type's component from its folder", async (type) => {
    const { loadSectionComponent, sectionComponent } = components;
    expect(() => sectionComponent(type)).toThrow(
      `The '${type}' section's component was rendered before it loaded`,
    );
    await loadSectionComponent(type);
    const component = sectionComponent(type);
    expect(component).toBeTypeOf("function");
    expect(component.name).toBe(`${type.charAt(0).toUpperCase()}${type.slice(1)}Section`);
  });
});
