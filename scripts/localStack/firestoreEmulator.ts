import { existsSync, readdirSync } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { isRunning, stampOf } from "../lib/processInfo";
import { CLASS_ARCHIVE_DIR } from "./classArchive";
import { EmulatorError } from "./emulatorError";
import { ExportError, exportData, latestExport } from "./emulatorExports";
import { type Jvm, killGroup, launchJvm, prepareClassArchive, stopJvm } from "./emulatorJvm";
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

/** The JVM's heap unless a caller asks for more, in MB: enough for thousands of leads. */
const DEFAULT_HEAP_MB = 256;

/**
 * Has the emulator's class archive made before any emulator starts (./classArchive.ts): without
 * it each JVM loads and verifies the emulator's classes itself, and the JVMs that start together
 * before the first start has had it made (`npm test`'s emulator files) all do. For a caller with
 * time to spare ahead of them, such as `npm test`'s build service beside the unit tests.
 * @param options.rulesFile security rules the archiving JVM answers its first request through
 * @returns resolves once the archive is there or making it failed; rejects with an EmulatorError
 *   when no emulator jar is found (see findEmulatorJar)
 */
export async function prepareFirestoreEmulator(options: {
  rulesFile: string;
  jar?: string;
  classArchiveDir?: string;
}): Promise<void> {
  return prepareClassArchive({
    jar: options.jar ?? findEmulatorJar(),
    rulesFile: options.rulesFile,
    heapMb: DEFAULT_HEAP_MB,
    archiveDir: options.classArchiveDir ?? CLASS_ARCHIVE_DIR,
  });
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
  const { port, rulesFile, projectId, dataDir, heapMb = DEFAULT_HEAP_MB, log } = options;
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
