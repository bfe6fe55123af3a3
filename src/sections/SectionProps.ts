import type { ComponentType } from "react";
import type { HeadingLevel } from "./HeadingLevel";
import type { Section, SectionOfType } from "./registry";

/** What every section component receives: its section from the manifest, and its heading level. */
export interface SectionProps<Data> {
  section: Data;
  headingLevel: HeadingLevel;
}

/** The component of section type `Type` (`src/sections/<type>/<Type>Section.tsx`). */
export type SectionComponent<Type extends Section["type"]> = ComponentType<
  SectionProps<SectionOfType<Type>>
>;

/**
 * One section type's component in a build (`virtual:brand-sections`): how to load its chunk, and
 * the component once loaded, so a route renders synchronously after its loader has run.
 */
export interface SectionSlot<Type extends Section["type"]> {
  readonly load: () => Promise<SectionComponent<Type>>;
  component?: SectionComponent<Type>;
}
