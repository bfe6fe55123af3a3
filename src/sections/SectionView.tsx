import type { HeadingLevel } from "./HeadingLevel";
import type { Section, SectionOfType } from "./registry";
import { sectionComponent } from "./sectionComponents";

/** The component of section type `type`, given that type's section. */
function TypedSection<Type extends Section["type"]>({
  type,
  section,
  headingLevel,
}: {
  type: Type;
  section: SectionOfType<Type>;
  headingLevel: HeadingLevel;
}) {
  const Component = sectionComponent(type);
  return <Component section={section} headingLevel={headingLevel} />;
}

/**
 * Renders one manifest section with the component its `type` names (src/sections/<type>/),
 * which the route's loader has loaded (`loadSectionComponent`).
 */
export function SectionView({
  section,
  headingLevel,
}: {
  section: Section;
  headingLevel: HeadingLevel;
}) {
  return <TypedSection type={section.type} section={section} headingLevel={headingLevel} />;
}
