import { describe, expect, it } from "vitest";
import { sectionSchema } from "../../../src/sections/registry";
import { loadSectionComponent, sectionComponent } from "../../../src/sections/sectionComponents";

// Vitest, like the dev server, keeps every section type (a build only its pages').
const types = sectionSchema.options.map((option) => option.shape.type.value);

describe("the section components derived from the registry (virtual:brand-sections)", () => {
  it.each(types)("loads the '%s' type's component from its folder", async (type) => {
    expect(() => sectionComponent(type)).toThrow(
      `The '${type}' section's component was rendered before it loaded`,
    );
    await loadSectionComponent(type);
    const component = sectionComponent(type);
    expect(component).toBeTypeOf("function");
    expect(component.name).toBe(`${type.charAt(0).toUpperCase()}${type.slice(1)}Section`);
  });
});
