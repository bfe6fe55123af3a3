import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { type App, applicationDefault, deleteApp, initializeApp } from "firebase-admin/app";
import { type Firestore, getFirestore } from "firebase-admin/firestore";
import type { Manifest } from "../../src/brand/manifestSchema";
import { readBrandRules } from "../hosting/firestoreRules";
import { repoRoot } from "../lib/repoRoot";
import { shownPath } from "../lib/shownPath";
import { liveEmulatorRecord } from "../localStack/emulatorRecord";
import { startFirestoreEmulator } from "../localStack/firestoreEmulator";
import { EMULATOR_PAGE_SIZE, PAGE_SIZE } from "./leadPages";
import { LeadsError } from "./leadsError";

/** A brand's leads, opened through the Firebase Admin SDK (which the security rules do not bind). */
export interface LeadsDatabase {
  db: Firestore;
  /** Where the leads are, for messages: `the local data in .local/engineering/`, `project acme-prod`. */
  where: string;
  /** Documents to read per request (`./leadPages.ts`). */
  pageSize: number;
  /** Disconnects; an emulator this command started is saved (as `npm start` saves) and stopped. */
  close: () => Promise<void>;
}

/** How long to wait for an emulator another command is starting on the data. */
const STARTING_WAIT_MS = 90_000;

/**
 * A Firestore of the Admin SDK under an app of its own, over REST as the local one must be (see
 * `emulatorFirestore`), so production uses the transport the tests run.
 */
function adminFirestore(app: App): Firestore {
  const db = getFirestore(app);
  db.settings({ preferRest: true });
  return db;
}

/**
 * The Admin SDK pointed at the emulator at `url` (`http://127.0.0.1:<port>`) as its administrator
 * (the SDK sends `Authorization: Bearer owner` to any host without TLS), which passes the security
 * rules. Over REST (HTTP/1.1), not gRPC: the emulator is reached through the saving proxy
 * (scripts/localStack/savingProxy.ts), which speaks HTTP/1.1 only and saves every write before
 * answering it. `close` disconnects.
 */
export function emulatorFirestore(
  url: string,
  projectId: string,
): { db: Firestore; close: () => Promise<void> } {
  const app = initializeApp({ projectId }, `leads-${randomUUID()}`);
  const db = getFirestore(app);
  db.settings({
    host: new URL(url).host,
    ssl: false,
    preferRest: true,
    // The REST transport asks Google for Application Default Credentials even for the emulator,
    // which needs none (a known bug of @google-cloud/firestore); an API key, which it sends as a
    // header the emulator ignores, keeps it from looking for any.
    apiKey: "local-emulator",
  });
  return { db, close: () => deleteApp(app) };
}

/**
 * Opens the brand's local data, what `npm start` stored in `localDir` (`.local/<id>/`): through
 * the emulator already running on it (npm start's, or another command's, named by
 * `<localDir>/firestore/emulator.json`), or else an emulator this command starts on the saved data
 * with the brand's rules, exactly as `npm start` starts it, which saves every write to disk before
 * it is answered and saves again when closed.
 * @param log receives one line about which emulator is used
 * @throws LeadsError when another command's emulator does not finish starting within 90 s;
 *   EmulatorError when none can be started (no Java, no emulator)
 */
export async function openLocalLeads(options: {
  brand: string;
  manifest: Manifest;
  localDir: string;
  log: (line: string) => void;
}): Promise<LeadsDatabase> {
  const { brand, manifest, localDir, log } = options;
  const dataDir = path.join(localDir, "firestore");
  const where = `the local data in ${shownPath(localDir)}/`;
  const deadline = Date.now() + STARTING_WAIT_MS;
  let running = await liveEmulatorRecord(dataDir);
  while (running && !running.url && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    running = await liveEmulatorRecord(dataDir);
  }
  const projectId = `demo-${brand}`;
  if (running) {
    const { url, owner } = running;
    if (running.projectId !== projectId) {
      throw new LeadsError(
        `the Firestore emulator on ${shownPath(dataDir)}/ serves ${running.projectId}, not ${brand}'s ${projectId}: LOCAL_DIR names another brand's data.`,
      );
    }
    if (!url) {
      throw new LeadsError(
        `the Firestore emulator of process ${owner.pid} on ${shownPath(dataDir)}/ is still starting after ${STARTING_WAIT_MS / 1000} s; try again once it has started, or stop it.`,
      );
    }
    log(
      `using the Firestore emulator already running on ${shownPath(dataDir)}/ (process ${owner.pid})`,
    );
    return { ...emulatorFirestore(url, projectId), where, pageSize: EMULATOR_PAGE_SIZE };
  }
  log(`starting the Firestore emulator on the saved data in ${shownPath(dataDir)}/…`);
  await mkdir(localDir, { recursive: true });
  const rulesFile = path.join(localDir, "firestore.rules");
  await writeFile(rulesFile, await readBrandRules(manifest));
  const emulator = await startFirestoreEmulator({ port: 0, rulesFile, projectId, dataDir, log });
  const { db, close } = emulatorFirestore(emulator.url, projectId);
  return {
    db,
    where,
    pageSize: EMULATOR_PAGE_SIZE,
    close: async () => {
      try {
        await close();
      } finally {
        await emulator.stop();
      }
    },
  };
}

/** Whether `file` is inside the repository, where no key may be (it could be committed). */
const inRepository = (file: string) => {
  const relative = path.relative(repoRoot, path.resolve(file));
  return !relative.startsWith("..") && !path.isAbsolute(relative);
};

/**
 * Opens the brand's production Firestore, project `projectId`, with Application Default
 * Credentials (`gcloud auth application-default login`, or `GOOGLE_APPLICATION_CREDENTIALS` naming
 * a service account's key file), checked before anything is read.
 * @throws LeadsError when `GOOGLE_APPLICATION_CREDENTIALS` names a file inside the repository, or
 *   no credentials are found or they give no access token
 */
export async function openProductionLeads(
  projectId: string,
  env: Readonly<Record<string, string | undefined>>,
): Promise<LeadsDatabase> {
  const keyFile = env.GOOGLE_APPLICATION_CREDENTIALS;
  if (keyFile && inRepository(keyFile)) {
    throw new LeadsError(
      `GOOGLE_APPLICATION_CREDENTIALS names ${keyFile}, inside the repository: move the key file out of it (a key in the repository can be committed), or use gcloud auth application-default login.`,
    );
  }
  const credential = applicationDefault();
  try {
    await credential.getAccessToken();
  } catch (error) {
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    throw new LeadsError(
      `no Application Default Credentials for project ${projectId} (${reason?.replace(/ Browse to .*/, "")}): run gcloud auth application-default login, or set GOOGLE_APPLICATION_CREDENTIALS to a key file kept outside the repository (docs/leads.md).`,
    );
  }
  const app = initializeApp({ credential, projectId }, `leads-${randomUUID()}`);
  return {
    db: adminFirestore(app),
    where: `project ${projectId}`,
    pageSize: PAGE_SIZE,
    close: () => deleteApp(app),
  };
}
