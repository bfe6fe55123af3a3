import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { repoRoot } from "../../scripts/lib/repoRoot";
import type { BrandBuild } from "../../scripts/siteBuild/buildBrand";
import type { BuildRequest } from "./buildRequest";

const BUILD_ONCE = path.join(path.dirname(fileURLToPath(import.meta.url)), "buildOnce.ts");

/**
 * Makes one BuildRequest in a child process (tests/support/buildOnce.ts), so that the build's
 * `NODE_ENV=production` never reaches the caller; its BrandBuild.
 * @throws Error with the build's output when it fails
 */
export function buildInChild(request: BuildRequest): Promise<BrandBuild> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", BUILD_ONCE, JSON.stringify(request)],
      { cwd: repoRoot, stdio: ["ignore", "pipe", "pipe"] },
    );
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once("error", reject);
    child.once("close", (code) => {
      const last = stdout.trim().split("\n").at(-1) ?? "";
      if (code === 0) resolve(JSON.parse(last) as BrandBuild);
      else {
        const what = `${request.brand} (${request.variant})`;
        reject(new Error(`building ${what} failed (exit ${code}):\n${stderr || stdout}`));
      }
    });
  });
}
