import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { stampOf } from "../../../../scripts/lib/processInfo";
import {
  createEmulatorRecord,
  emulatorRecordFile,
  liveEmulatorRecord,
  readEmulatorRecord,
} from "../../../../scripts/localStack/emulatorRecord";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "emulator-record-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("the emulator's record, firestore/emulator.json", () => {
  it("is created by one of several processes only, kept whole through updates, and deleted at release", async () => {
    const owner = stampOf();
    const attempts = await Promise.all(
      Array.from({ length: 8 }, () => createEmulatorRecord(dir, { owner, projectId: "demo-x" })),
    );
    const recorders = attempts.filter((recorder) => recorder !== undefined);
    expect(recorders).toHaveLength(1);
    const recorder = recorders[0];
    if (!recorder) throw new Error("no recorder");
    await Promise.all([
      recorder.update({ url: "http://127.0.0.1:9000" }),
      recorder.update({ jvm: owner, jvmUrl: "http://127.0.0.1:9001" }),
    ]);
    expect(await readEmulatorRecord(dir)).toEqual({
      owner,
      projectId: "demo-x",
      url: "http://127.0.0.1:9000",
      jvm: owner,
      jvmUrl: "http://127.0.0.1:9001",
    });
    expect(await liveEmulatorRecord(dir)).toMatchObject({ url: "http://127.0.0.1:9000" });
    // No temporary file is left beside it.
    expect(await readdir(dir)).toEqual(["emulator.json"]);
    await recorder.release();
    expect(await readEmulatorRecord(dir)).toBeUndefined();
    expect(await createEmulatorRecord(dir, { owner, projectId: "demo-x" })).toBeDefined();
  });

  it("is not live when its owner no longer runs, and unreadable when it is not a record", async () => {
    await writeFile(
      emulatorRecordFile(dir),
      JSON.stringify({ owner: { pid: 2 ** 22 + 1, startTime: "1" }, projectId: "demo-x" }),
    );
    expect(await readEmulatorRecord(dir)).toBeDefined();
    expect(await liveEmulatorRecord(dir)).toBeUndefined();
    await writeFile(emulatorRecordFile(dir), '{"jvmUrl": 3}');
    expect(await readEmulatorRecord(dir)).toBeUndefined();
  });
});
