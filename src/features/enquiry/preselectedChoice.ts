/**
 * The address that opens an enquiry form with one of its Services choices already chosen, and
 * the reading of it: `/?choice=30-day-pack#order`. A query parameter rather than a fragment
 * parameter, so the fragment stays a plain element id (spec §2: the page scrolls to it) and the
 * link works before the app hydrates (a full page load that the form reads once it hydrates).
 */

import { choiceSlug } from "../../brand/choiceSlug";

/** The query parameter that names the choice. */
export const CHOICE_PARAM = "choice";

/**
 * The search and fragment of a router link to the form with `choice` chosen; with `to: "/"`,
 * `choiceLink("30-day pack", "order")` makes the address `/?choice=30-day-pack#order`.
 * @param formId the element id of the form's section (the fragment)
 */
export function choiceLink(
  choice: string,
  formId: string,
): { search: Record<string, string>; hash: string } {
  return { search: { [CHOICE_PARAM]: choiceSlug(choice) }, hash: formId };
}

/**
 * The choice of `choices` that the query string `search` (`?choice=30-day-pack`, with or without
 * the `?`) names, compared by slug; `undefined` when it names none of them or has no choice.
 */
export function choiceFromSearch(search: string, choices: readonly string[]): string | undefined {
  const wanted = new URLSearchParams(search).get(CHOICE_PARAM);
  if (!wanted) return undefined;
  const slug = choiceSlug(wanted);
  return choices.find((choice) => choiceSlug(choice) === slug);
}
