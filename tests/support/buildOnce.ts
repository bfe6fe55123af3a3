import { readBrandEnv } from "../../scripts/brand/brandEnv";
import { localBuild } from "../../scripts/localStack/localStack";
import { cachedBuild } from "../../scripts/siteBuild/cachedBuild";
import type { BuildRequest } from "./buildRequest";

/**
 * Run by tests/support/siteBuilds.ts in a process of its own, so that the build's
 * `NODE_ENV=production` never reaches Vitest's workers: makes the BuildRequest given as JSON (or
 * finds it in the build cache, scripts/siteBuild/cachedBuild.ts) and prints its BrandBuild as
 * JSON on the last line of stdout.
 * Usage: `node --import tsx/esm tests/support/buildOnce.ts '<BuildRequest as JSON>'`
 */
const request: BuildRequest = JSON.parse(process.argv[2] ?? "{}");
const { brand, brandsDir, publicDir, variant, env } = request;
const build =
  variant === "local"
    ? await localBuild(brand, { brandsDir })
    : await cachedBuild({
        brand,
        brandsDir,
        publicDir,
        variant: env ? "preview-custom" : "preview",
        env: { ...readBrandEnv(brand, { local: false }), ...env },
      });
console.log(JSON.stringify(build));
