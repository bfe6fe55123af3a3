import type { Manifest } from "./manifestSchema";

/** A form that collects personal data: the enquiry (or order) form, the footer's subscribe form. */
export type BrandForm = "enquiry" | "subscribe";

/**
 * The forms a brand's pages show: `enquiry` when a page has an enquiry section, `subscribe` when
 * its footer is the subscribe variant. Each stores into its own collection and shows its own
 * notice.
 */
export function brandForms(manifest: Pick<Manifest, "pages" | "footer">): BrandForm[] {
  const forms: BrandForm[] = [];
  if (manifest.pages.some((page) => page.sections.some((section) => section.type === "enquiry"))) {
    forms.push("enquiry");
  }
  if (manifest.footer.variant === "subscribe") forms.push("subscribe");
  return forms;
}
