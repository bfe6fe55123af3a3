/** A form that collects personal data: the enquiry (or order) form, the footer's subscribe form. */
export type BrandForm = "enquiry" | "subscribe";

/**
 * The forms a brand's pages show: `enquiry` when a page has an enquiry section, `subscribe` when
 * its footer is the subscribe variant. Each stores into its own collection and shows its own
 * notice.
 * @param manifest the manifest's pages and footer; typed by what is read, so the manifest schema,
 *   which calls this in its checks, is not imported back
 */
export function brandForms(manifest: {
  pages: ReadonlyArray<{ sections: ReadonlyArray<{ type: string }> }>;
  footer: { variant: string };
}): BrandForm[] {
  const forms: BrandForm[] = [];
  if (manifest.pages.some((page) => page.sections.some((section) => section.type === "enquiry"))) {
    forms.push("enquiry");
  }
  if (manifest.footer.variant === "subscribe") forms.push("subscribe");
  return forms;
}
