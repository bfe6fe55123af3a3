import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { mkdir, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

/** Where the Google Cloud CLI's Debian package installs the emulator. */
const GCLOUD_EMULATOR_JAR =
  "/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar";

const MAIN_CLASS = "com.google.cloud.datastore.emulator.firestore.CloudFirestore";

/** The emulator cannot be found or started; the message says how to fix that. */
export class EmulatorError extends Error {
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
  /**
   * Saves the data (when started with `dataDir`) and stops the JVM: SIGTERM to its process group,
   * SIGKILL after 5 s. Safe to call twice.
   */
  stop: () => Promise<void>;
}

const EXPORT_PREFIX = "firestore_export_";

/** The metadata file of the newest export in `dataDir`, if any. */
async function latestExport(dataDir: string): Promise<string | undefined> {
  const names = (await readdir(dataDir).catch(() => []))
    .filter((name) => name.startsWith(EXPORT_PREFIX))
    .sort();
  const newest = names.at(-1);
  if (!newest) return undefined;
  const metadata = path.join(dataDir, newest, `${newest}.overall_export_metadata`);
  return existsSync(metadata) ? metadata : undefined;
}

/** Writes the emulator's data into `dataDir`, then deletes the older exports there. */
async function exportData(url: string, projectId: string, dataDir: string): Promise<void> {
  const response = await fetch(`${url}/emulator/v1/projects/${projectId}:export`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      database: `projects/${projectId}/databases/(default)`,
      export_directory: dataDir,
    }),
  });
  if (!response.ok) throw new Error(`export failed: ${response.status} ${await response.text()}`);
  const exports = (await readdir(dataDir)).filter((name) => name.startsWith(EXPORT_PREFIX)).sort();
  for (const old of exports.slice(0, -1)) {
    await rm(path.join(dataDir, old), { recursive: true, force: true });
  }
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

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * Starts the Cloud Firestore emulator with the given security rules on 127.0.0.1, as its own
 * process group (java directly, 256 MB heap), and resolves once it answers HTTP. With `dataDir`
 * the newest export there is imported at start and the data is exported there again on `stop()`
 * (the emulator's own export-on-exit does not fire on a signal), so local data survives restarts.
 * The JVM is killed if this process exits without calling `stop()`.
 * @param options.port a free port (scripts/freePort.ts)
 * @param options.projectId the project the app writes to, e.g. `demo-engineering`
 * @param options.log receives the emulator's output lines; default: discarded
 * @throws EmulatorError when no emulator or no java is found, or it does not answer within 60 s
 *   (then the first request through the rules may take up to 60 s more)
 */
export async function startFirestoreEmulator(options: {
  port: number;
  rulesFile: string;
  projectId: string;
  dataDir?: string;
  jar?: string;
  log?: (line: string) => void;
}): Promise<FirestoreEmulator> {
  const { port, rulesFile, projectId, dataDir, log } = options;
  const jar = options.jar ?? findEmulatorJar();
  const host = `127.0.0.1:${port}`;
  const url = `http://${host}`;
  const args = ["-cp", jar, MAIN_CLASS, "--host", "127.0.0.1", "--port", String(port)];
  args.push("--rules", rulesFile, "--project_id", projectId);
  if (dataDir) {
    await mkdir(dataDir, { recursive: true });
    const previous = await latestExport(dataDir);
    if (previous) args.push("--import-data", previous);
  }
  const child = spawn("java", args, {
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, JAVA_TOOL_OPTIONS: "-Xmx256m" },
  });
  const output: string[] = [];
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString().split("\n")) {
      if (!line.trim()) continue;
      output.push(line);
      if (output.length > 40) output.shift();
      log?.(line);
    }
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const killOnExit = () => killGroup(child, "SIGKILL");
  process.once("exit", killOnExit);

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      process.off("exit", killOnExit);
      if (dataDir && child.exitCode === null) {
        await exportData(url, projectId, dataDir).catch((error: unknown) =>
          log?.(`could not save the emulator's data: ${String(error)}`),
        );
      }
      killGroup(child, "SIGTERM");
      if (!(await waitForExit(child, 5000))) {
        killGroup(child, "SIGKILL");
        await waitForExit(child, 5000);
      }
    })();
    return stopping;
  };

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
    await stop();
    throw error;
  }
  return { host, url, stop };
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
