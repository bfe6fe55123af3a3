/**
 * The name of the forms' honeypot field: a text field people never see or reach, which scripts
 * that fill every field they find fill too. "website" is a field such scripts expect, and one no
 * browser autofill fills (Chromium has no field type for it; checked with its autofill of a saved
 * address). The security rules accept no field of this name (every field they allow is listed).
 */
export const HONEYPOT_FIELD = "website";

/** Whether something was put into the honeypot field of `form` (a script's doing). */
export function isHoneypotFilled(form: HTMLFormElement): boolean {
  const field = form.elements.namedItem(HONEYPOT_FIELD);
  return field instanceof HTMLInputElement && field.value !== "";
}

/** Empties the honeypot field of `form`, as a successful submit empties the form. */
export function clearHoneypot(form: HTMLFormElement): void {
  const field = form.elements.namedItem(HONEYPOT_FIELD);
  if (field instanceof HTMLInputElement) field.value = "";
}
