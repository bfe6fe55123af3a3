import { spawn } from "node:child_process";
import { repoRoot } from "../../scripts/lib/repoRoot";
import { TSX_IMPORT } from "../../scripts/lib/tsxImport";

/** What one run of a TypeScript file did: its exit code (null when a signal ended it) and output. */
export interface TsxRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `file` (absolute, or relative to the repository) with `args` as `node --import tsx/esm`
 * runs it (TSX_IMPORT), in the repository, without a terminal (standard input closed, output
 * captured), with `env` over this process's environment.
 * @throws Error when Node cannot be started
 */
export function runTsx(
  file: string,
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>> = {},
): Promise<TsxRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...TSX_IMPORT, file, ...args], {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, stdout, stderr }));
  });
}
