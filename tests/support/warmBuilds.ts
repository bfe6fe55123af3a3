import { listBrands } from "../../scripts/brand/brandLoader";
import { buildInChild } from "./buildInChild";
import { sharedBuildRequest } from "./buildRequest";

/**
 * Run by `npm test` (scripts/runTests/runTests.ts) beside the type check and the unit layer, which
 * leave a core idle most of their time: makes the run's shared builds (each brand of `brands/`,
 * its preview and its local variant) into the build cache, so that the build service of the
 * later layers (tests/support/siteBuilds.ts) finds them there instead of making them while the
 * test files wait. On a fresh clone the first builds also encode every image and cut every font
 * (about 25 s of a core each brand); otherwise each is a cache hit.
 * Exits 1 at the first build that fails, with its output: the layers then build it again and
 * report the failure in the test that needs it.
 * Usage: `node --import tsx tests/support/warmBuilds.ts`
 */
for (const brand of await listBrands()) {
  for (const variant of ["preview", "local"] as const) {
    await buildInChild(sharedBuildRequest(brand, variant));
  }
}
