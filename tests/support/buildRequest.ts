import type { BrandEnv } from "../../scripts/brand/brandEnv";
import { DEFAULT_BRANDS_DIR } from "../../scripts/brand/brandLoader";

/**
 * One build the run's build service makes (tests/support/siteBuilds.ts): a brand, where it
 * lives, and its variant: `preview` as `npm run preview` serves it (the production
 * configuration), or `local` as `npm start` serves it (scripts/localStack/localStack.ts).
 */
export interface BuildRequest {
  brand: string;
  /** Default `brands/`. */
  brandsDir: string;
  variant: "preview" | "local";
  /** The files served verbatim (scripts/siteBuild/publicFiles.ts); by default the build's own default. */
  publicDir?: string;
  /**
   * Configuration over the preview's own, for a test that needs a build of its own (its bundle
   * carries a site key no other test wants); none for the shared builds.
   */
  env?: BrandEnv;
}

/** The request for the run's shared build of `brand` in `variant`. */
export const sharedBuildRequest = (
  brand: string,
  variant: BuildRequest["variant"] = "preview",
  brandsDir: string = DEFAULT_BRANDS_DIR,
): BuildRequest => ({ brand, brandsDir, variant });
