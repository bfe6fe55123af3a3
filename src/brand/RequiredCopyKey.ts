/** A copy key the site will render, and the manifest field that asked for it. */
export interface RequiredCopyKey {
  /** Dotted path of the manifest field, e.g. `pages.2.sections.0.key`. */
  field: string;
  key: string;
}
