import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadBrand } from "../../scripts/brandLoader";
import { type FirestoreEmulator, startFirestoreEmulator } from "../../scripts/firestoreEmulator";
import { readBrandRules } from "../../scripts/firestoreRules";
import { freePort } from "../../scripts/freePort";
import { ENQUIRY_COLLECTION } from "../../src/features/enquiry/enquiry";
import { addDocumentAsOwner, listDocuments } from "../support/firestoreAdmin";

const PROJECT = "demo-engineering";
let dir: string;
let rulesFile: string;
const started: FirestoreEmulator[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "persist-"));
  rulesFile = path.join(dir, "firestore.rules");
  await writeFile(rulesFile, await readBrandRules((await loadBrand("engineering")).manifest));
});
afterAll(async () => {
  for (const emulator of started) await emulator.stop();
  await rm(dir, { recursive: true, force: true });
});

async function start(): Promise<FirestoreEmulator> {
  const emulator = await startFirestoreEmulator({
    port: await freePort(),
    rulesFile,
    projectId: PROJECT,
    dataDir: path.join(dir, "data"),
  });
  started.push(emulator);
  return emulator;
}

async function addAsOwner(emulator: FirestoreEmulator, id: string): Promise<void> {
  const response = await addDocumentAsOwner(emulator.url, PROJECT, ENQUIRY_COLLECTION, id, {
    Name: id,
  });
  expect(response.status).toBe(200);
}

const names = async (emulator: FirestoreEmulator) =>
  (await listDocuments(emulator.url, PROJECT, ENQUIRY_COLLECTION))
    .map((document) => document.id)
    .sort();

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
    // The second stop saved both documents and deleted the first export.
    const exports = await readdir(path.join(dir, "data"));
    expect(exports).toHaveLength(1);
    const metadata = await readdir(path.join(dir, "data", exports[0] ?? ""));
    expect(metadata.some((name) => name.endsWith(".overall_export_metadata"))).toBe(true);
  }, 120_000);
});
