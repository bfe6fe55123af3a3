import { useMemo } from "react";
import { BrandProvider, useBrand } from "../brand/BrandContext";
import type { BrandPageChunk } from "../brand/brand";
import { SectionView } from "../sections/SectionView";
import { pageRows } from "./pageRows";
import "./PageView.css";

/**
 * A manifest page from its chunk (loaded by its route): its sections top to bottom, the
 * manifest's `sideBySide` pairs in one row, with the page's own assets beside the chrome's.
 */
export function PageView({ chunk }: { chunk: BrandPageChunk }) {
  const { page } = chunk;
  const brand = useBrand();
  const pageBrand = useMemo(
    () => ({
      manifest: brand.manifest,
      assetUrl: (path: string) => chunk.assets[path] ?? brand.assetUrl(path),
      images: { ...brand.images, ...chunk.images },
    }),
    [brand, chunk],
  );
  const rows = pageRows(page.sections, page.sideBySide);
  return (
    <BrandProvider value={pageBrand}>
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
    </BrandProvider>
  );
}
