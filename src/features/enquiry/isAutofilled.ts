/**
 * Whether the browser's autofill has just filled `field`: its value came from a saved address,
 * not from the visitor's keys. The `:autofill` state holds from the fill (it is already set when
 * the fill's `input` event fires) until the visitor edits the field. Browsers that know only the
 * prefixed name (older Safari) are asked for `:-webkit-autofill`; one that knows neither says no.
 */
export function isAutofilled(field: Element): boolean {
  for (const selector of [":autofill", ":-webkit-autofill"]) {
    try {
      return field.matches(selector);
    } catch {
      // An unknown pseudo-class is a SyntaxError: try the next name.
    }
  }
  return false;
}
