import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { z } from "zod";

/** The gcloud SDK's emulator jar, where the Debian package puts it. */
const SDK_JAR =
  "/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar";

/** A running Firestore emulator on a free loopback port. */
export interface FirestoreEmulator {
  /** `127.0.0.1:<port>`, the value for `VITE_FIRESTORE_EMULATOR_HOST`. */
  host: string;
  /** Project id the tests use (any id works with the emulator). */
  projectId: string;
  /**
   * Reads one document with rules bypassed (`Authorization: Bearer owner`).
   * @returns the document's REST JSON, or `undefined` when it does not exist
   */
  readDocument: (documentPath: string) => Promise<FirestoreRestDocument | undefined>;
  /** Kills the emulator's JVM and waits for it to exit. */
  stop: () => Promise<void>;
}

const restDocumentSchema = z.object({
  name: z.string(),
  fields: z.record(
    z.string(),
    z.object({ stringValue: z.string().optional(), timestampValue: z.string().optional() }),
  ),
});

/** A document as the Firestore REST API returns it (string and timestamp fields). */
export type FirestoreRestDocument = z.infer<typeof restDocumentSchema>;

/** FIRESTORE_EMULATOR_JAR, then the gcloud SDK's jar, then firebase-tools' download cache. */
async function findJar(): Promise<string> {
  const fromEnv = process.env.FIRESTORE_EMULATOR_JAR;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  if (existsSync(SDK_JAR)) return SDK_JAR;
  const cache = path.join(os.homedir(), ".cache", "firebase", "emulators");
  const jars = (await readdir(cache).catch(() => [])).filter((name) =>
    /^cloud-firestore-emulator.*\.jar$/.test(name),
  );
  const newest = jars.sort().at(-1);
  if (newest) return path.join(cache, newest);
  throw new Error(
    "Firestore emulator jar not found: set FIRESTORE_EMULATOR_JAR or install the gcloud SDK's cloud-firestore-emulator",
  );
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Firestore emulator exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`Firestore emulator did not start within ${timeoutMs} ms`);
}

/**
 * Starts the real Firestore emulator (a JVM, 256 MB heap) enforcing `rulesFile`, on a free port.
 * Call `stop()` when done: nothing may be left running.
 * @throws Error when the jar is missing or the emulator does not answer within 30 s
 */
export async function startFirestoreEmulator(options: {
  rulesFile: string;
  projectId?: string;
}): Promise<FirestoreEmulator> {
  const jar = await findJar();
  const port = await freePort();
  const host = `127.0.0.1:${port}`;
  const projectId = options.projectId ?? "demo-tests";
  const child = spawn(
    "java",
    [
      "-cp",
      jar,
      "com.google.cloud.datastore.emulator.firestore.CloudFirestore",
      "--host",
      "127.0.0.1",
      "--port",
      String(port),
      "--rules",
      options.rulesFile,
    ],
    { env: { ...process.env, JAVA_TOOL_OPTIONS: "-Xmx256m" }, stdio: "ignore", detached: true },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.pid !== undefined) {
      // The JVM's process group: nothing of it outlives the tests.
      process.kill(-child.pid, "SIGKILL");
    }
    await exited;
  };
  try {
    await waitUntilUp(`http://${host}/`, child, 30_000);
  } catch (error) {
    await stop();
    throw error;
  }
  const readDocument = async (documentPath: string) => {
    const response = await fetch(
      `http://${host}/v1/projects/${projectId}/databases/(default)/documents/${documentPath}`,
      { headers: { Authorization: "Bearer owner" } },
    );
    if (response.status === 404) return undefined;
    if (!response.ok) throw new Error(`Reading ${documentPath}: HTTP ${response.status}`);
    return restDocumentSchema.parse(await response.json());
  };
  return { host, projectId, readDocument, stop };
}
