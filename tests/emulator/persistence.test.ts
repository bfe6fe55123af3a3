import { readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ExportError } from "../../scripts/localStack/emulatorExports";
import type { FirestoreEmulator } from "../../scripts/localStack/firestoreEmulator";
import { ENQUIRY_COLLECTION } from "../../src/lib/leads/leadStore";
import { emulatorFixture } from "../support/emulatorFixture";
import { addDocumentAsOwner, listDocuments } from "../support/firestoreAdmin";

const PROJECT = "demo-engineering";
const emulators = emulatorFixture("engineering", "persist-");
let dataDir: string;
const lines: string[] = [];
/** The emulator the kill -9 test leaves running (restarted), for the next test. */
let restarted: FirestoreEmulator | undefined;

beforeAll(() => {
  dataDir = path.join(emulators.dir(), "data");
});

const start = (): Promise<FirestoreEmulator> =>
  emulators.start({ dataDir, log: (line) => lines.push(line) });

const add = (emulator: FirestoreEmulator, id: string) =>
  addDocumentAsOwner(emulator.url, PROJECT, ENQUIRY_COLLECTION, id, { Name: id });

async function addAsOwner(emulator: FirestoreEmulator, id: string): Promise<void> {
  expect((await add(emulator, id)).status).toBe(200);
}

const names = async (emulator: FirestoreEmulator) =>
  (await listDocuments(emulator.url, PROJECT, ENQUIRY_COLLECTION))
    .map((document) => document.id)
    .sort();

const exportsOnDisk = async () =>
  (await readdir(dataDir)).filter((name) => name.startsWith("firestore_export_"));

describe("the emulator's local data", () => {
  it("survives a stop and start, keeping only the newest export", async () => {
    const first = await start();
    await addAsOwner(first, "first");
    await first.stop();
    expect(
      await fetch(first.url).then(
        () => "up",
        () => "down",
      ),
    ).toBe("down");

    const second = await start();
    expect(await names(second)).toEqual(["first"]);
    await addAsOwner(second, "second");
    await second.stop();
    // The second stop saved both documents and deleted the older exports.
    const exports = await exportsOnDisk();
    expect(exports).toHaveLength(1);
    const metadata = await readdir(path.join(dataDir, exports[0] ?? ""));
    expect(metadata.some((name) => name.endsWith(".overall_export_metadata"))).toBe(true);
  }, 120_000);

  it("answers a write only once it is on disk: kill -9 of the JVM right after 20 writes loses none, and it comes back at the same address", async () => {
    const emulator = await start();
    const ids = Array.from({ length: 20 }, (_, index) => `burst-${String(index).padStart(2, "0")}`);
    const statuses = await Promise.all(ids.map(async (id) => (await add(emulator, id)).status));
    expect(statuses.every((status) => status === 200)).toBe(true);
    const pid = emulator.pid();
    expect(pid).toBeDefined();
    process.kill(-(pid ?? 0), "SIGKILL");
    // Its memory is gone: what it answers now came from the newest export.
    expect(await names(emulator)).toEqual(["first", "second", ...ids].sort());
    expect(emulator.pid()).not.toBe(pid);
    expect(lines.some((line) => /stopped \(SIGKILL\); restarting it/.test(line))).toBe(true);
    restarted = emulator;
  }, 120_000);

  it("answers a write that cannot be saved with 503, says why, and reports it at stop", async () => {
    const emulator = restarted ?? (await start());
    await addAsOwner(emulator, "saved");
    // A file where exports are staged: the next export fails.
    await rm(path.join(dataDir, ".staging"), { recursive: true, force: true });
    await writeFile(path.join(dataDir, ".staging"), "in the way");
    const refused = await add(emulator, "unsaved");
    expect(refused.status).toBe(503);
    expect((await refused.json()).error.message).toMatch(/stored but not saved to disk/);
    expect(lines.some((line) => /answered 503/.test(line))).toBe(true);
    const stopped = await emulator.stop().catch((error: unknown) => error);
    expect(stopped).toBeInstanceOf(ExportError);

    // The next start clears the way and has everything acknowledged.
    const again = await start();
    expect(await names(again)).toContain("saved");
    await again.stop();
  }, 120_000);
});
