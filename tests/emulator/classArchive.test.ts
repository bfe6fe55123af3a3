import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { classArchivePath, hasClassArchive } from "../../scripts/localStack/classArchive";
import {
  type FirestoreEmulator,
  findEmulatorJar,
} from "../../scripts/localStack/firestoreEmulator";
import { ENQUIRY_COLLECTION } from "../../src/lib/leads/leadStore";
import { emulatorFixture } from "../support/emulatorFixture";
import { addDocumentAsOwner } from "../support/firestoreAdmin";

// The archive in its usual place (.cache/jvm/), which the run's other emulators make and use: in
// a whole run an earlier start has made it, and alone this file waits for its first start's.
const emulators = emulatorFixture("engineering", "class-archive-");

/** The files the JVM behind `emulator` has mapped into its memory (Linux's /proc/<pid>/maps). */
const mappedFiles = (emulator: FirestoreEmulator): string =>
  readFileSync(`/proc/${emulator.pid()}/maps`, "utf8");

describe("the emulator's class archive", () => {
  it("is made once and mapped by every later start, which answers as before", async () => {
    const archive = classArchivePath(findEmulatorJar());
    if (!archive) throw new Error("no java on PATH");
    if (!hasClassArchive(archive)) {
      await (await emulators.start()).stop();
      await expect.poll(() => hasClassArchive(archive), { timeout: 120_000 }).toBe(true);
    }
    const emulator = await emulators.start();
    expect(mappedFiles(emulator)).toContain(archive);
    const written = await addDocumentAsOwner(
      emulator.url,
      "demo-engineering",
      ENQUIRY_COLLECTION,
      "one",
      { Name: "one" },
    );
    expect(written.status).toBe(200);
  }, 180_000);
});
