/** A copy key the site will render, and the manifest field that asked for it. */
export interface RequiredCopyKey {
  /**
   * Dotted path of the manifest field, e.g. `pages.2.sections.0.key`; for the chrome every site
   * has, the part of the manifest it belongs to: `header`, `footer.variant`, `locales`, or
   * `pages` for the not-found page and the page-load error.
   */
  field: string;
  key: string;
}
