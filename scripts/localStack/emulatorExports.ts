import { existsSync } from "node:fs";
import { mkdir, readdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { UserError } from "../lib/commandLine.ts";

const EXPORT_PREFIX = "firestore_export_";
/** Exports are written here first, then renamed into place, so a kill never leaves half of one. */
const STAGING = ".staging";

/** The time an export's folder is named after (ms since 1970; older exports: seconds). */
const exportTime = (name: string) => Number(name.slice(EXPORT_PREFIX.length));

/** The complete exports in `dataDir`, oldest first. */
async function exportsIn(dataDir: string): Promise<string[]> {
  const names = await readdir(dataDir).catch(() => []);
  return names
    .filter((name) => name.startsWith(EXPORT_PREFIX) && Number.isFinite(exportTime(name)))
    .sort((a, b) => exportTime(a) - exportTime(b));
}

/**
 * The metadata file of the newest complete export in `dataDir` (what the emulator's
 * `--import-data` takes), if any. Leftovers of an export that was cut short are deleted.
 */
export async function latestExport(dataDir: string): Promise<string | undefined> {
  await rm(path.join(dataDir, STAGING), { recursive: true, force: true });
  for (const name of (await exportsIn(dataDir)).reverse()) {
    const metadata = path.join(dataDir, name, `${name}.overall_export_metadata`);
    if (existsSync(metadata)) return metadata;
  }
  return undefined;
}

/** The emulator could not write its data to disk; the message says why. */
export class ExportError extends UserError {
  override name = "ExportError";
}

let lastName = 0;

/**
 * Writes everything the emulator at `url` holds into a new export in `dataDir`, through the
 * emulator's export endpoint (`POST /emulator/v1/projects/<project>:export`). The export is
 * written to a staging folder and renamed into place, so the newest export in `dataDir` is always
 * complete, whenever the process is killed; older exports are deleted after.
 * @param url the emulator itself, e.g. `http://127.0.0.1:8080`
 * @throws ExportError when the emulator refuses or cannot be reached
 */
export async function exportData(url: string, projectId: string, dataDir: string): Promise<void> {
  const time = Math.max(Date.now(), lastName + 1);
  lastName = time;
  const name = `${EXPORT_PREFIX}${time}`;
  const staging = path.join(dataDir, STAGING);
  await mkdir(staging, { recursive: true });
  let response: Response;
  try {
    response = await fetch(`${url}/emulator/v1/projects/${projectId}:export`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        database: `projects/${projectId}/databases/(default)`,
        export_directory: staging,
        export_name: name,
      }),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    throw new ExportError(
      `could not reach the Firestore emulator to save its data: ${String(error)}`,
    );
  }
  if (!response.ok) {
    throw new ExportError(
      `the Firestore emulator did not save its data: ${response.status} ${await response.text()}`,
    );
  }
  await rename(path.join(staging, name), path.join(dataDir, name));
  for (const old of await exportsIn(dataDir)) {
    if (exportTime(old) < time) await rm(path.join(dataDir, old), { recursive: true, force: true });
  }
}
