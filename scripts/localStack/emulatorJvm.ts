import { type ChildProcess, spawn } from "node:child_process";
import { rm } from "node:fs/promises";
import { errorCode } from "../lib/errorCode";
import { freePort } from "../lib/freePort";
import { classArchivePath, hasClassArchive, makeClassArchive } from "./classArchive";
import { EmulatorError } from "./emulatorError";

/** The emulator's main class in its jar. */
const MAIN_CLASS = "com.google.cloud.datastore.emulator.firestore.CloudFirestore";

/** One JVM that answers HTTP. */
export interface Jvm {
  child: ChildProcess;
  url: string;
}

/** Whether `child` exits within `ms` (true at once when it has already). */
function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** Sends `signal` to the process group `pid` leads (each JVM runs as one); nothing when it is gone. */
export function killGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

/** SIGTERM to the JVM's process group, SIGKILL after 5 s. */
export async function stopJvm(child: ChildProcess): Promise<void> {
  killGroup(child.pid, "SIGTERM");
  if (!(await waitForExit(child, 5000))) {
    killGroup(child.pid, "SIGKILL");
    await waitForExit(child, 5000);
  }
}

/** Another program took the port between picking it and the JVM binding it. */
const BIND_FAILED = /BindException|Address already in use/;

/** The JVM's own settings: its heap, and the client compiler only. */
const jvmOptions = (heapMb: number, extra: readonly string[]): string =>
  // The client compiler only (TieredStopAtLevel=1): the emulator answers in about 2 s instead of
  // 5-6 s and starts on 40 % less CPU; a local emulator never runs long enough for the
  // optimising compiler to pay back its own cost.
  [`-Xmx${heapMb}m`, "-XX:TieredStopAtLevel=1", ...extra].join(" ");

/** The class archives this process has had made (or tried to), so it makes each one once. */
const archivesMade = new Set<string>();

/**
 * Makes the class archive `archive` in the background (./classArchive.ts): a JVM of its own
 * starts on the same jar and rules, answers the first request through them (so the rules
 * engine's classes are archived too), and dumps its classes as SIGTERM stops it. A failure only
 * leaves the next start without the archive; it is never the caller's. Resolves once it is made
 * (or making it failed, or this process began it before).
 */
function trainClassArchive(archive: string, options: ArchiveLaunch): Promise<void> {
  if (archivesMade.has(archive)) return Promise.resolve();
  archivesMade.add(archive);
  return makeClassArchive(archive, async (file) => {
    const jvm = await launchJvmOnce({
      ...options,
      port: await freePort(),
      projectId: "demo-class-archive",
      importFrom: undefined,
      javaOptions: [`-XX:ArchiveClassesAtExit=${file}`],
    });
    // Killed with this process, like any JVM it starts (the dump then never completes).
    const killOnExit = () => killGroup(jvm.child.pid, "SIGKILL");
    process.once("exit", killOnExit);
    try {
      killGroup(jvm.child.pid, "SIGTERM");
      // Writing the archive takes 2-3 s on an idle machine; a JVM killed half-way leaves half a file.
      if (!(await waitForExit(jvm.child, 60_000)) || jvm.child.signalCode === "SIGKILL") {
        killGroup(jvm.child.pid, "SIGKILL");
        await rm(file, { force: true });
      }
    } finally {
      process.off("exit", killOnExit);
    }
  }).catch(() => undefined);
}

/**
 * What the JVM that makes a class archive is started with: the emulator's jar, rules and heap
 * (its project and data are its own: it stores nothing).
 */
type ArchiveLaunch = Pick<JvmLaunch, "jar" | "rulesFile" | "heapMb">;

/**
 * Makes the class archive of `options.jar` now when there is none, as the first JVM started
 * without one would have it made (see trainClassArchive): for a caller that knows several JVMs
 * are about to start at once, which would otherwise all start without it.
 * @param options.archiveDir the folder of archives (./classArchive.ts)
 * @returns resolves once the archive is there, or making it failed (never rejects)
 */
export function prepareClassArchive(
  options: ArchiveLaunch & { archiveDir: string },
): Promise<void> {
  const { archiveDir, ...launch } = options;
  const archive = classArchivePath(launch.jar, archiveDir);
  if (!archive || hasClassArchive(archive)) return Promise.resolve();
  return trainClassArchive(archive, launch);
}

/** What every JVM of one emulator is started with. */
export interface JvmLaunch {
  jar: string;
  rulesFile: string;
  projectId: string;
  heapMb: number;
  importFrom: string | undefined;
}

/**
 * Starts one JVM on 127.0.0.1 as its own process group (`heapMb` of heap) on a free port and resolves
 * once it answers HTTP and has compiled the rules. When another program takes the port between
 * picking and binding it (Java's BindException), it picks again, up to 5 times. It maps the
 * emulator's class archive when there is one (./classArchive.ts, in `archiveDir`), and otherwise
 * has one made beside it for the next start.
 */
export async function launchJvm(
  options: JvmLaunch & { log: ((line: string) => void) | undefined; archiveDir: string },
): Promise<Jvm> {
  const { jar, rulesFile, projectId, heapMb, importFrom, log, archiveDir } = options;
  const archive = classArchivePath(jar, archiveDir);
  const launch = { jar, rulesFile, projectId, heapMb, importFrom };
  const javaOptions =
    archive && hasClassArchive(archive) ? [`-XX:SharedArchiveFile=${archive}`] : [];
  if (archive && javaOptions.length === 0) void trainClassArchive(archive, launch);
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    try {
      return await launchJvmOnce({ ...launch, port, javaOptions });
    } catch (error) {
      const retry =
        attempt < 5 && error instanceof EmulatorError && BIND_FAILED.test(error.message);
      if (!retry) throw error;
      log?.(`port ${port} was taken before the Firestore emulator could bind it; trying another`);
    }
  }
}

async function launchJvmOnce(
  options: JvmLaunch & { port: number; javaOptions: readonly string[] },
): Promise<Jvm> {
  const { jar, port, rulesFile, projectId, heapMb, importFrom, javaOptions } = options;
  const url = `http://127.0.0.1:${port}`;
  const args = ["-cp", jar, MAIN_CLASS, "--host", "127.0.0.1", "--port", String(port)];
  args.push("--rules", rulesFile, "--project_id", projectId);
  if (importFrom) args.push("--import-data", importFrom);
  const child = spawn("java", args, {
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, JAVA_TOOL_OPTIONS: jvmOptions(heapMb, javaOptions) },
  });
  const output: string[] = [];
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString().split("\n")) {
      if (!line.trim()) continue;
      output.push(line);
      // Kept for the message when it fails to start; its chatter would drown the terminal.
      if (output.length > 40) output.shift();
    }
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const failed = new Promise<never>((_, reject) => {
    child.once("error", (error) =>
      reject(
        new EmulatorError(
          errorCode(error) === "ENOENT"
            ? "java was not found. The Firestore emulator needs Java 11+ (apt-get install -y openjdk-17-jre-headless)."
            : `could not start the Firestore emulator: ${error.message}`,
        ),
      ),
    );
    child.once("exit", (code) =>
      reject(
        new EmulatorError(
          `the Firestore emulator exited (code ${code}) before it answered:\n${output.join("\n")}`,
        ),
      ),
    );
  });
  failed.catch(() => undefined);
  try {
    await Promise.race([waitUntilAnswering(url, 60_000), failed]);
    // The first request through the rules costs seconds (loading and compiling them); pay it here
    // so the site's first enquiry, or a test's first write, does not. Refused or not, it's done.
    await fetch(`${url}/v1/projects/${projectId}/databases/(default)/documents/warm-up/rules`, {
      signal: AbortSignal.timeout(60_000),
    });
  } catch (error) {
    await stopJvm(child);
    throw error;
  }
  return { child, url };
}

/**
 * Resolves once `url` answers 200, asking every 100 ms.
 * @throws EmulatorError when it has not answered within `ms`
 */
async function waitUntilAnswering(url: string, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new EmulatorError(`the Firestore emulator did not answer at ${url} within ${ms / 1000} s`);
}
