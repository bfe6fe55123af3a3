import { type ChildProcess, fork } from "node:child_process";
import path from "node:path";
import { repoRoot } from "../../scripts/lib/repoRoot";
import { TSX_IMPORT } from "../../scripts/lib/tsxImport";
import type { BrandBuild } from "../../scripts/siteBuild/buildBrand";
import type { BuildRequest } from "./buildRequest";

/** What the build service sends its build process: a request and the number its reply carries. */
export interface BuildAsk {
  id: number;
  request: BuildRequest;
}

/** The build process's reply to a BuildAsk: the BrandBuild, or the build's error. */
export type BuildReply = { id: number; build: BrandBuild } | { id: number; error: string };

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
 * that makes every build asked of it, one after another: Node, tsx, Vite and the build scripts
 * load once, where a process per build loaded them each time (about 1.7 s of CPU a build, a
 * cached one included). A process of its own, so that the build's `NODE_ENV=production` never
 * reaches the caller. Its output is kept, for the message of a build that fails.
 */
export function startBuildProcess(): BuildProcess {
  let child: ChildProcess | undefined;
  let output = "";
  let nextId = 0;
  const waiting = new Map<
    number,
    { what: string; resolve: (build: BrandBuild) => void; reject: (error: Error) => void }
  >();
  /** Fails every build still waiting, with `reason` and the child's output. */
  const failWaiting = (reason: string) => {
    for (const { what, reject } of waiting.values()) {
      reject(new Error(`building ${what} failed: ${reason}\n${output}`));
    }
    waiting.clear();
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
      const asked = waiting.get(reply.id);
      waiting.delete(reply.id);
      if ("build" in reply) asked?.resolve(reply.build);
      else asked?.reject(new Error(`building ${asked.what} failed:\n${reply.error}\n${output}`));
    });
    made.once("exit", (code, signal) => {
      child = undefined;
      failWaiting(`its process ended (${signal ?? `exit ${code}`})`);
    });
    // Node could not be started (no exit follows), or a request could not be sent.
    made.on("error", (error) => {
      child = undefined;
      failWaiting(error.message);
    });
    child = made;
    return made;
  };
  return {
    build: (request) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        output = "";
        waiting.set(id, { what: `${request.brand} (${request.variant})`, resolve, reject });
        const ask: BuildAsk = { id, request };
        started().send(ask);
      }),
    stop: async () => {
      const running = child;
      if (!running) return;
      const ended = new Promise((resolve) => running.once("exit", resolve));
      running.kill();
      await ended;
    },
  };
}
