import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { loadBrand } from "../../scripts/brand/brandLoader";
import { readBrandRules } from "../../scripts/hosting/firestoreRules";
import {
  type FirestoreEmulator,
  startFirestoreEmulator,
} from "../../scripts/localStack/firestoreEmulator";

/** A test file's emulators: started on a brand's rules, stopped after its last test. */
export interface EmulatorFixture {
  /** The file's scratch folder (deleted after its last test). */
  dir: () => string;
  /**
   * Starts an emulator on the brand's rules, as `npm start` does (`demo-<brand>`, a free port),
   * with `options` over that; it is stopped after the file's last test if the test did not.
   */
  start: (
    options?: Partial<Parameters<typeof startFirestoreEmulator>[0]>,
  ) => Promise<FirestoreEmulator>;
}

/**
 * Registers beforeAll/afterAll hooks in the calling test file: a scratch folder holding `brand`'s
 * security rules as the build writes them, and the emulators the file starts on them.
 * @param prefix the scratch folder's name prefix in the system's temporary folder
 */
export function emulatorFixture(brand: string, prefix: string): EmulatorFixture {
  let dir = "";
  let rulesFile = "";
  const started: FirestoreEmulator[] = [];
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), prefix));
    rulesFile = path.join(dir, "firestore.rules");
    await writeFile(rulesFile, await readBrandRules((await loadBrand(brand)).manifest));
  });
  afterAll(async () => {
    for (const emulator of started) await emulator.stop().catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  });
  return {
    dir: () => dir,
    start: async (options = {}) => {
      const emulator = await startFirestoreEmulator({
        port: 0,
        rulesFile,
        projectId: `demo-${brand}`,
        ...options,
      });
      started.push(emulator);
      return emulator;
    },
  };
}
