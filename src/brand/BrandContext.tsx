import { createContext, type ReactNode, useContext } from "react";
import type { BrandAssets } from "./brandImage";
import type { SiteManifest } from "./splitBrand";

/**
 * What components know of the brand: its manifest (without the pages' sections, which reach a
 * page through its route) and its built assets (their URLs and image variants).
 */
export interface BrandValue extends BrandAssets {
  manifest: SiteManifest;
}

const BrandContext = createContext<BrandValue | null>(null);

/** Provides the brand to every component below it. */
export function BrandProvider({ value, children }: { value: BrandValue; children: ReactNode }) {
  return <BrandContext.Provider value={value}>{children}</BrandContext.Provider>;
}

/**
 * The brand's manifest and asset resolver.
 * @throws Error when used outside `BrandProvider`
 */
export function useBrand(): BrandValue {
  const value = useContext(BrandContext);
  if (value === null) throw new Error("useBrand() needs a <BrandProvider> above it");
  return value;
}
