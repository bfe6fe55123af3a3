import { createContext, type ReactNode, useContext } from "react";
import type { BrandImage } from "./brandImage";
import type { SiteManifest } from "./splitBrand";

/**
 * What components know of the brand: its manifest (without the pages' sections, which reach a
 * page through its route) and a resolver for its asset URLs.
 */
export interface BrandValue {
  manifest: SiteManifest;
  /**
   * Maps a manifest asset path (`assets/logo.svg`) to its built URL. A build's raster images have
   * none: their URLs are their variants' in `images` (`imageUrl` picks one).
   */
  assetUrl: (path: string) => string;
  /**
   * Size and AVIF/WebP variants of each image asset, keyed by manifest path. Absent where the app
   * renders without a build (unit tests); images then fall back to the plain asset URL.
   */
  images?: Readonly<Record<string, BrandImage>>;
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
