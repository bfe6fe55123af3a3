/**
 * The names a Services choice goes by outside the manifest. A module of its own, free of zod:
 * the enquiry form (in the browser) and the sections' data side (in the build) both use it.
 */
/**
 * A Services choice as it appears in an address and in copy keys: lower-case letters and digits
 * joined by single hyphens, `30-day pack` → `30-day-pack`, `Oil & Gas Sector` → `oil-gas-sector`,
 * `Énergie` → `energie` (accents dropped, so a letter does not split the word). The enquiry form
 * reads a preselected choice from it (`?choice=30-day-pack`), and shows each choice under the
 * label `choiceLabelKey` names.
 */
export function choiceSlug(choice: string): string {
  return choice
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/**
 * The copy key of a Services choice's label, `form.choice.<slug>`: the form stores the choice as
 * the manifest gives it and shows this label, in the page's language.
 */
export function choiceLabelKey(choice: string): string {
  return `form.choice.${choiceSlug(choice)}`;
}
