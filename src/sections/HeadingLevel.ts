/** Heading level of a section's title: the first section on a page carries the page's `<h1>`. */
export type HeadingLevel = 1 | 2;
