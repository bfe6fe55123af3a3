import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { UserError } from "../lib/commandLine.ts";
import { freePort } from "../lib/freePort";
import { isRunning, stampOf } from "../lib/processInfo";
import {
  CLASS_ARCHIVE_DIR,
  classArchivePath,
  hasClassArchive,
  makeClassArchive,
} from "./classArchive";
import { ExportError, exportData, latestExport } from "./emulatorExports";
import {
  createEmulatorRecord,
  type EmulatorRecorder,
  emulatorRecordFile,
  readEmulatorRecord,
} from "./emulatorRecord";
import { coalesce, type SavingProxy, startSavingProxy } from "./savingProxy";

/** Where the Google Cloud CLI's Debian package installs the emulator. */
const GCLOUD_EMULATOR_JAR =
  "/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar";

const MAIN_CLASS = "com.google.cloud.datastore.emulator.firestore.CloudFirestore";

/** The emulator cannot be found or started; the message says how to fix that. */
export class EmulatorError extends UserError {
  override name = "EmulatorError";
}

const INSTALL_HELP = [
  "No Cloud Firestore emulator found. Install one of:",
  "  - apt-get install google-cloud-cli-firestore-emulator   (Google Cloud CLI's Debian package)",
  "  - gcloud components install cloud-firestore-emulator",
  "  - npx firebase-tools setup:emulators:firestore          (into ~/.cache/firebase/emulators)",
  "or set FIRESTORE_EMULATOR_JAR to the path of cloud-firestore-emulator*.jar. It needs Java 11+.",
].join("\n");

/** The newest `cloud-firestore-emulator-v*.jar` firebase-tools downloaded, if any. */
function firebaseToolsJar(home: string): string | undefined {
  const dir = path.join(home, ".cache", "firebase", "emulators");
  if (!existsSync(dir)) return undefined;
  const version = (name: string) => (/v(\d+)\.(\d+)\.(\d+)/.exec(name) ?? []).slice(1).map(Number);
  const jars = readdirSync(dir)
    .filter((name) => /^cloud-firestore-emulator-v[\d.]+\.jar$/.test(name))
    .sort((a, b) => {
      const [x, y] = [version(a), version(b)];
      for (let index = 0; index < 3; index++) {
        const diff = (x[index] ?? 0) - (y[index] ?? 0);
        if (diff !== 0) return diff;
      }
      return 0;
    });
  const newest = jars.at(-1);
  return newest ? path.join(dir, newest) : undefined;
}

/**
 * Finds the emulator's jar: `FIRESTORE_EMULATOR_JAR`, then the Google Cloud CLI's install path,
 * then firebase-tools' cache in the home folder (the newest version there).
 * @param where what to look at; defaults to this process's environment, home and the CLI's path
 * @throws EmulatorError saying how to install one when none exists (or FIRESTORE_EMULATOR_JAR
 *   names a missing file)
 */
export function findEmulatorJar(
  where: {
    env?: Readonly<Record<string, string | undefined>>;
    home?: string;
    gcloudJar?: string;
  } = {},
): string {
  const { env = process.env, home = os.homedir(), gcloudJar = GCLOUD_EMULATOR_JAR } = where;
  const fromEnv = env.FIRESTORE_EMULATOR_JAR;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new EmulatorError(`FIRESTORE_EMULATOR_JAR names ${fromEnv}, which does not exist.`);
  }
  if (existsSync(gcloudJar)) return gcloudJar;
  const cached = firebaseToolsJar(home);
  if (cached) return cached;
  throw new EmulatorError(INSTALL_HELP);
}

/** A running emulator. */
export interface FirestoreEmulator {
  /** `127.0.0.1:<port>`, the form `VITE_FIRESTORE_EMULATOR_HOST` takes. */
  host: string;
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** The JVM's process id right now (it changes when a persistent emulator is restarted). */
  pid: () => number | undefined;
  /**
   * Saves the data (when started with `dataDir`) and stops the JVM: SIGTERM to its process group,
   * SIGKILL after 5 s. Safe to call twice.
   * @throws ExportError (after stopping) when the data could not be saved
   */
  stop: () => Promise<void>;
}

/** One JVM that answers HTTP. */
interface Jvm {
  child: ChildProcess;
  url: string;
}

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

function killGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

/** SIGTERM to the JVM's process group, SIGKILL after 5 s. */
async function stopJvm(child: ChildProcess): Promise<void> {
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

/** The trainer of a class archive being made by this process, so it makes each one once. */
const archivesMade = new Map<string, Promise<void>>();

/**
 * Makes the class archive `archive` in the background (./classArchive.ts): a JVM of its own
 * starts on the same jar and rules, answers the first request through them (so the rules
 * engine's classes are archived too), and dumps its classes as SIGTERM stops it. A failure only
 * leaves the next start without the archive; it is never the caller's.
 */
function trainClassArchive(archive: string, options: JvmLaunch): void {
  if (archivesMade.has(archive)) return;
  const made = makeClassArchive(archive, async (file) => {
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
  });
  archivesMade.set(
    archive,
    made.catch(() => undefined),
  );
}

/** What every JVM of one emulator is started with. */
interface JvmLaunch {
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
async function launchJvm(
  options: JvmLaunch & { log: ((line: string) => void) | undefined; archiveDir: string },
): Promise<Jvm> {
  const { jar, rulesFile, projectId, heapMb, importFrom, log, archiveDir } = options;
  const archive = classArchivePath(jar, archiveDir);
  const launch = { jar, rulesFile, projectId, heapMb, importFrom };
  const javaOptions =
    archive && hasClassArchive(archive) ? [`-XX:SharedArchiveFile=${archive}`] : [];
  if (archive && javaOptions.length === 0) trainClassArchive(archive, launch);
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
    child.once("error", (error: NodeJS.ErrnoException) =>
      reject(
        new EmulatorError(
          error.code === "ENOENT"
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
 * Claims `dataDir` for this process by creating its `emulator.json` (`./emulatorRecord.ts`). A
 * record whose owner was killed is taken over: the emulator it left running is saved and stopped
 * first.
 * @throws EmulatorError when the owner still runs: two emulators must not share one data folder
 */
async function claimDataDir(
  dataDir: string,
  projectId: string,
  log: (line: string) => void,
): Promise<EmulatorRecorder> {
  for (let attempt = 0; ; attempt++) {
    const recorder = await createEmulatorRecord(dataDir, { owner: stampOf(), projectId });
    if (recorder) return recorder;
    const record = await readEmulatorRecord(dataDir);
    if (record && isRunning(record.owner)) {
      throw new EmulatorError(
        `${dataDir} is in use by the Firestore emulator of process ${record.owner.pid}; stop that first.`,
      );
    }
    if (attempt > 0) {
      throw new EmulatorError(`${emulatorRecordFile(dataDir)} could not be replaced; delete it.`);
    }
    if (record?.jvm && record.jvmUrl && isRunning(record.jvm)) {
      try {
        await exportData(record.jvmUrl, projectId, dataDir);
        log(
          `saved the data of the Firestore emulator an earlier run left running (pid ${record.jvm.pid})`,
        );
      } catch (error) {
        log(
          `could not save the data of the emulator an earlier run left running: ${String(error)}`,
        );
      }
      killGroup(record.jvm.pid, "SIGKILL");
      for (let tries = 0; tries < 50 && isRunning(record.jvm); tries++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    await rm(emulatorRecordFile(dataDir), { force: true });
  }
}

/** A JVM that dies this many times is left dead: something is wrong that a restart won't mend. */
const MAX_RESTARTS = 5;

/**
 * Starts the Cloud Firestore emulator with the given security rules on 127.0.0.1 and resolves
 * once it answers HTTP. Clients reach it through a loopback proxy (scripts/localStack/savingProxy.ts) whose
 * address is taken first and never changes; the JVM runs behind it on a free port of its own (a
 * port another program takes first is picked again) and as its own process group (256 MB heap
 * unless `heapMb` says more: enough for thousands of leads, not for a bench's 100,000),
 * so Ctrl-C in a terminal reaches only the caller, which saves first. The JVM is killed if this
 * process exits without calling `stop()`.
 *
 * With `dataDir` the data lives on disk: the newest export there is imported at start, and the
 * proxy answers a successful write only once a new export holds it, so nothing acknowledged is
 * lost to any kill. A JVM that dies is started again from the newest export (up to 5 times); one
 * that an earlier, killed run left behind is saved and stopped first. While it runs,
 * `<dataDir>/emulator.json` names its owner, the proxy's address and the JVM
 * (`./emulatorRecord.ts`), so another command can use it instead of starting a second emulator on
 * the same data. Without `dataDir` the data lives as long as the JVM.
 * @param options.port the address clients use; 0 picks a free one
 * @param options.projectId the project the app writes to, e.g. `demo-engineering`
 * @param options.log receives restarts, failed saves and take-overs, one line each; default:
 *   discarded (the JVM's own output is shown only when it fails to start)
 * @param options.classArchiveDir where the JVM's class archive is kept and made (default
 *   `.cache/jvm/`; ./classArchive.ts)
 * @throws EmulatorError when no emulator or no java is found, it does not answer within 60 s, or
 *   another live emulator uses `dataDir`; PortInUseError when the given port is taken
 */
export async function startFirestoreEmulator(options: {
  port: number;
  rulesFile: string;
  projectId: string;
  dataDir?: string;
  jar?: string;
  heapMb?: number;
  log?: (line: string) => void;
  classArchiveDir?: string;
}): Promise<FirestoreEmulator> {
  const { port, rulesFile, projectId, dataDir, heapMb = 256, log } = options;
  const jar = options.jar ?? findEmulatorJar();
  const archiveDir = options.classArchiveDir ?? CLASS_ARCHIVE_DIR;
  const launch = { jar, rulesFile, projectId, heapMb, log, archiveDir };
  const say = log ?? (() => undefined);
  let recorder: EmulatorRecorder | undefined;
  if (dataDir) {
    await mkdir(dataDir, { recursive: true });
    recorder = await claimDataDir(dataDir, projectId, say);
  }
  let stopped = false;
  let restarts = 0;
  let live: Jvm | undefined;
  let current: Promise<Jvm>;
  const start = async (): Promise<Jvm> => {
    const importFrom = dataDir ? await latestExport(dataDir) : undefined;
    const jvm = await launchJvm({ ...launch, importFrom });
    live = jvm;
    await recorder?.update({ jvm: stampOf(jvm.child.pid), jvmUrl: jvm.url });
    jvm.child.once("exit", (code, signal) => {
      if (stopped) return;
      const how = signal ?? `code ${code}`;
      if (!dataDir || restarts >= MAX_RESTARTS) {
        say(`the Firestore emulator stopped (${how}); it is not restarted`);
        current = Promise.reject(new EmulatorError(`the Firestore emulator stopped (${how})`));
        current.catch(() => undefined);
        return;
      }
      restarts++;
      say(`the Firestore emulator stopped (${how}); restarting it from the data saved last`);
      current = start();
      current.catch((error: unknown) => say(String(error)));
    });
    return jvm;
  };
  current = start();
  current.catch(() => undefined);
  const killOnExit = () => killGroup(live?.child.pid, "SIGKILL");
  process.once("exit", killOnExit);
  const save = dataDir
    ? coalesce(async () => exportData((await current).url, projectId, dataDir))
    : undefined;

  let proxy: SavingProxy | undefined;
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      await proxy?.close();
      const jvm = await current.catch(() => undefined);
      let failure: unknown;
      if (save && jvm && jvm.child.exitCode === null && jvm.child.signalCode === null) {
        await save().catch((error: unknown) => {
          failure = error;
        });
      }
      stopped = true;
      process.off("exit", killOnExit);
      if (jvm) await stopJvm(jvm.child);
      await recorder?.release();
      if (failure !== undefined) {
        throw failure instanceof ExportError ? failure : new ExportError(String(failure));
      }
    })();
    return stopping;
  };
  try {
    // The address is taken first and never changes: a JVM started again sits behind it.
    proxy = await startSavingProxy({
      port,
      upstream: async () => (await current).url,
      ...(save ? { save } : {}),
      log: say,
    });
    await recorder?.update({ url: proxy.url });
    await current;
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
  const url = proxy.url;
  return { host: url.replace("http://", ""), url, pid: () => live?.child.pid, stop };
}

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
