import { type RefObject, useEffect, useRef } from "react";

/** A form field with a `name` whose value the visitor can change. */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isField = (element: Element): element is Field =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLTextAreaElement ||
  element instanceof HTMLSelectElement;

const changed = (field: Field): boolean =>
  field instanceof HTMLSelectElement
    ? [...field.options].some((option) => option.selected !== option.defaultSelected)
    : field.value !== field.defaultValue;

/**
 * Calls `adopt` once, right after hydration, with the fields of `form` that the visitor changed
 * in the prerendered page before the app hydrated, as field name → value. React leaves such
 * values on screen but its state does not know them, so the next render of a controlled field
 * would wipe what was typed. Not called when nothing was changed.
 */
export function useValuesTypedBeforeHydration(
  form: RefObject<HTMLFormElement | null>,
  adopt: (values: ReadonlyMap<string, string>) => void,
): void {
  const adopted = useRef(false);
  useEffect(() => {
    // Only the first effect runs after hydration; later changes arrive through onChange.
    if (adopted.current || !form.current) return;
    adopted.current = true;
    const typed = new Map<string, string>();
    for (const field of form.current.elements) {
      if (isField(field) && field.name && changed(field)) typed.set(field.name, field.value);
    }
    if (typed.size > 0) adopt(typed);
  }, [form, adopt]);
}
