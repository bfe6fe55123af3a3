import type { Page } from "../brand/manifestSchema";
import { SectionView } from "../sections/SectionView";
import { pageRows } from "./pageRows";
import "./PageView.css";

/** A manifest page: its sections top to bottom, the manifest's `sideBySide` pairs in one row. */
export function PageView({ page }: { page: Page }) {
  const rows = pageRows(page.sections, page.sideBySide);
  return (
    <div className="page" data-page={page.key}>
      {rows.map((row, index) => {
        // Rows have no identity beyond their place on a page that never reorders.
        const views = row.sections.map((section, column) => (
          <SectionView
            // biome-ignore lint/suspicious/noArrayIndexKey: static list
            key={`${index}.${column}`}
            section={section}
            headingLevel={index === 0 && column === 0 ? 1 : 2}
          />
        ));
        return row.sections.length === 1 ? (
          views[0]
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: static list
          <div key={index} className="page__row">
            {views}
          </div>
        );
      })}
    </div>
  );
}
