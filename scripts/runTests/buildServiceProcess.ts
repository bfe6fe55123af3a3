import { spawn } from "node:child_process";
import { repoRoot } from "../lib/repoRoot";
import { TSX_IMPORT } from "../lib/tsxImport";

/**
 * The environment variable that names a run's build service, started beforehand, to the layers'
 * Vitest run (tests/support/siteBuilds.ts): its base URL.
 */
export const BUILD_SERVICE_URL_ENV = "SITE_BUILDS_URL";

/** The run's build service in a process of its own (see startBuildServiceProcess). */
export interface BuildServiceProcess {
  /** Its base URL once it listens; undefined when it ended or could not start first. */
  url: Promise<string | undefined>;
  /** Stops it (SIGTERM to its process group: it, and a build it is making) and waits for its end. */
  stop(): Promise<void>;
}

/**
 * Starts the tests' build and local-backend service (tests/support/warmBuilds.ts), which begins
 * the run's shared builds at once. It runs in a process group of its own, so that stopping it
 * stops a build under way too; its standard input is ours, so it also stops when this process
 * ends, however it ends. Its stderr (a shared build that failed) is shown as it comes.
 */
export function startBuildServiceProcess(): BuildServiceProcess {
  const child = spawn(process.execPath, [...TSX_IMPORT, "tests/support/warmBuilds.ts"], {
    cwd: repoRoot,
    stdio: ["pipe", "pipe", "inherit"],
    detached: true,
  });
  const ended = new Promise<void>((resolve) => {
    child.once("error", () => resolve());
    child.once("close", () => resolve());
  });
  const url = new Promise<string | undefined>((resolve) => {
    let printed = "";
    child.stdout.on("data", (chunk: Buffer) => {
      printed += chunk.toString();
      const [first, ...rest] = printed.split("\n");
      if (rest.length > 0) resolve(first);
    });
    void ended.then(() => resolve(undefined));
  });
  return {
    url,
    stop: async () => {
      try {
        if (child.pid) process.kill(-child.pid, "SIGTERM");
      } catch {
        // It had ended already.
      }
      await ended;
    },
  };
}
