import type { Page } from "../brand/manifestSchema";
import { SectionView } from "../sections/SectionView";

/** A manifest page: its sections, top to bottom. */
export function PageView({ page }: { page: Page }) {
  return (
    <div className="page" data-page={page.key}>
      {page.sections.map((section, index) => (
        // Sections have no identity beyond their place on a page that never reorders.
        // biome-ignore lint/suspicious/noArrayIndexKey: static list
        <SectionView key={index} section={section} headingLevel={index === 0 ? 1 : 2} />
      ))}
    </div>
  );
}
