import { readBrandEnv } from "../../scripts/brand/brandEnv";
import { localBuild } from "../../scripts/localStack/localStack";
import type { BrandBuild } from "../../scripts/siteBuild/buildBrand";
import { cachedBuild } from "../../scripts/siteBuild/cachedBuild";
import type { BuildRequest } from "./buildRequest";

/**
 * Makes `request` (or finds it in the build cache, scripts/siteBuild/cachedBuild.ts): a `local`
 * variant as `npm start` builds it, a `preview` one with the brand's production configuration and
 * the request's `env` over it. Run in the build process (tests/support/buildProcess.ts), so that
 * the build's `NODE_ENV=production` never reaches Vitest's workers.
 * @throws Error with the build's own message when the brand does not build
 */
export function makeBuild({
  brand,
  brandsDir,
  publicDir,
  variant,
  env,
}: BuildRequest): Promise<BrandBuild> {
  return variant === "local"
    ? localBuild(brand, { brandsDir })
    : cachedBuild({
        brand,
        brandsDir,
        publicDir,
        variant: env ? "preview-custom" : "preview",
        env: { ...readBrandEnv(brand, { local: false }), ...env },
      });
}
