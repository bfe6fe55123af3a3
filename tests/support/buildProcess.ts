import { type ChildProcess, fork } from "node:child_process";
import path from "node:path";
import { repoRoot } from "../../scripts/lib/repoRoot";
import { TSX_IMPORT } from "../../scripts/lib/tsxImport";
import type { BrandBuild } from "../../scripts/siteBuild/buildBrand";
import type { BuildRequest } from "./buildRequest";

/** The build process's reply to a BuildRequest: the BrandBuild, or the build's error. */
export type BuildReply = { build: BrandBuild } | { error: string };

/** A child process that makes builds (see startBuildProcess). */
export interface BuildProcess {
  /**
   * Makes `request` in the child (tests/support/makeBuild.ts); its BrandBuild.
   * @throws Error with the build's error and output when it fails, or when the child ends first
   */
  build(request: BuildRequest): Promise<BrandBuild>;
  /** Ends the child, and with it a build under way. */
  stop(): Promise<void>;
}

const CHILD = path.join(repoRoot, "tests/support/buildProcessChild.ts");

/**
 * Starts, when first asked for a build, one child process (tests/support/buildProcessChild.ts)
 * that makes every build asked of it, one after another in the order asked (two Vite builds at
 * once only fight over the cores): Node, tsx, Vite and the build scripts load once, where a
 * process per build loaded them each time (about 1.7 s of CPU a build, a cached one included).
 * A process of its own, so that the build's `NODE_ENV=production` never reaches the caller. The
 * child's output during a build is kept, for the message of a build that fails.
 */
export function startBuildProcess(): BuildProcess {
  let child: ChildProcess | undefined;
  let output = "";
  /** The build under way: the child is sent the next request only once this one is answered. */
  let current:
    | { what: string; resolve: (build: BrandBuild) => void; reject: (error: Error) => void }
    | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  /** Fails the build under way, if any, with `reason` and the child's output. */
  const failCurrent = (reason: string) => {
    current?.reject(new Error(`building ${current.what} failed: ${reason}\n${output}`));
    current = undefined;
  };
  const started = (): ChildProcess => {
    if (child) return child;
    const made = fork(CHILD, [], {
      cwd: repoRoot,
      execArgv: [...TSX_IMPORT],
      stdio: ["ignore", "pipe", "pipe", "ipc"],
    });
    const keep = (chunk: Buffer) => {
      output += chunk.toString();
    };
    made.stdout?.on("data", keep);
    made.stderr?.on("data", keep);
    made.on("message", (reply: BuildReply) => {
      const asked = current;
      current = undefined;
      if ("build" in reply) asked?.resolve(reply.build);
      else asked?.reject(new Error(`building ${asked.what} failed:\n${reply.error}\n${output}`));
    });
    made.once("exit", (code, signal) => {
      child = undefined;
      failCurrent(`its process ended (${signal ?? `exit ${code}`})`);
    });
    // Node could not be started (no exit follows), or a request could not be sent.
    made.on("error", (error) => {
      child = undefined;
      failCurrent(error.message);
    });
    child = made;
    return made;
  };
  const buildNow = (request: BuildRequest): Promise<BrandBuild> =>
    new Promise((resolve, reject) => {
      output = "";
      current = { what: `${request.brand} (${request.variant})`, resolve, reject };
      started().send(request);
    });
  return {
    build: (request) => {
      const made = queue.then(() => buildNow(request));
      queue = made.catch(() => undefined);
      return made;
    },
    stop: async () => {
      const running = child;
      if (!running) return;
      const ended = new Promise((resolve) => running.once("exit", resolve));
      running.kill();
      await ended;
    },
  };
}
