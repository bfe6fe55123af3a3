import path from "node:path";
import { repoRoot } from "../../scripts/lib/repoRoot";
import type { BrandBuild } from "../../scripts/siteBuild/buildBrand";
import type { BuildRequest } from "./buildRequest";
import { runTsx } from "./runTsx";

const BUILD_ONCE = path.join(repoRoot, "tests/support/buildOnce.ts");

/**
 * Makes one BuildRequest in a child process (tests/support/buildOnce.ts), so that the build's
 * `NODE_ENV=production` never reaches the caller; its BrandBuild.
 * @throws Error with the build's output when it fails
 */
export async function buildInChild(request: BuildRequest): Promise<BrandBuild> {
  const { code, stdout, stderr } = await runTsx(BUILD_ONCE, [JSON.stringify(request)]);
  if (code !== 0) {
    const what = `${request.brand} (${request.variant})`;
    throw new Error(`building ${what} failed (exit ${code}):\n${stderr || stdout}`);
  }
  // The child prints its BrandBuild as JSON on its last line (tests/support/buildOnce.ts).
  const build: BrandBuild = JSON.parse(stdout.trim().split("\n").at(-1) ?? "");
  return build;
}
