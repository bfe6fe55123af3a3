import { sectionSlots } from "virtual:brand-sections";
import type { Section } from "./registry";
import type { SectionComponent, SectionSlot } from "./SectionProps";

/**
 * The slot of section type `type`.
 * @throws Error when the brand's pages use no section of that type (the build left it out)
 */
function slotOf<Type extends Section["type"]>(type: Type): SectionSlot<Type> {
  const slot: SectionSlot<Type> | undefined = sectionSlots[type];
  if (!slot)
    throw new Error(
      `The brand's pages have no '${type}' section: the build left its component out`,
    );
  return slot;
}

/**
 * Loads the component of section type `type` (a route's loader calls it for each type its page
 * uses, before the page renders): one chunk per type, or per group of types that exactly the same
 * pages use, so a route loads only the types its page uses. A failed import is not remembered: the next call tries again.
 * @throws Error when the component's chunk fails to load, or the brand's pages use no section of
 *   that type (the build left its component out)
 */
export async function loadSectionComponent<Type extends Section["type"]>(
  type: Type,
): Promise<void> {
  const slot = slotOf(type);
  slot.component ??= await slot.load();
}

/**
 * The component of section type `type`, loaded before by `loadSectionComponent`.
 * @throws Error when it has not been loaded (a route rendered without its loader), or the
 *   brand's pages use no section of that type
 */
export function sectionComponent<Type extends Section["type"]>(type: Type): SectionComponent<Type> {
  const { component } = slotOf(type);
  if (!component)
    throw new Error(`The '${type}' section's component was rendered before it loaded`);
  return component;
}
