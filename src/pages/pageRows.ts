/** One row of a page: a section alone, or two sections side by side on wide screens. */
export type PageRow<Section> = { sections: [Section] } | { sections: [Section, Section] };

/**
 * Groups a page's sections into rows: each pair in `sideBySide` (ids of two consecutive sections,
 * checked by the manifest schema) becomes one two-column row; every other section a row alone.
 * @param sections the page's sections, top to bottom
 * @param sideBySide pairs of section ids, e.g. `[["enquiry", "offices"]]`
 */
export function pageRows<Section extends { id?: string }>(
  sections: readonly Section[],
  sideBySide: ReadonlyArray<readonly [string, string]> = [],
): PageRow<Section>[] {
  const rows: PageRow<Section>[] = [];
  for (let index = 0; index < sections.length; index++) {
    const section = sections[index] as Section;
    const next = sections[index + 1];
    const paired =
      next !== undefined &&
      sideBySide.some(([first, second]) => first === section.id && second === next.id);
    if (paired) {
      rows.push({ sections: [section, next] });
      index++;
    } else rows.push({ sections: [section] });
  }
  return rows;
}
