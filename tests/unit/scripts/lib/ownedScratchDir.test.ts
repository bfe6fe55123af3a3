import { spawn } from "node:child_process";
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ownedScratchDir } from "../../../../scripts/lib/ownedScratchDir";
import { isRunning, stampOf } from "../../../../scripts/lib/processInfo";

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "owned-scratch-"));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

/** The stamp of a process that has exited (and been reaped). */
async function exitedProcess() {
  const child = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const stamp = stampOf(child.pid);
  await exited;
  await expect.poll(() => isRunning(stamp)).toBe(false);
  return stamp;
}

describe("ownedScratchDir", () => {
  it("makes a directory named after this process", async () => {
    const dir = await ownedScratchDir("site-builds-", root);
    const { pid, startTime } = stampOf();
    expect(path.dirname(dir)).toBe(root);
    expect(path.basename(dir)).toMatch(new RegExp(`^site-builds-${pid}-${startTime}-\\w{6}$`));
    expect(await readdir(dir)).toEqual([]);
  });

  it("deletes what a stopped run left, and keeps a running owner's, other prefixes and unowned names", async () => {
    const gone = await exitedProcess();
    const me = stampOf();
    const leftOver = `site-builds-${gone.pid}-${gone.startTime}-abc123`;
    const kept = [
      `site-builds-${me.pid}-${me.startTime}-def456`,
      `bench-${gone.pid}-${gone.startTime}-ghi789`,
      "site-builds-old",
    ];
    for (const name of [leftOver, ...kept]) {
      await mkdir(path.join(root, name, "0", "assets"), { recursive: true });
      await writeFile(path.join(root, name, "0", "index.html"), "<!doctype html>");
    }
    const made = await ownedScratchDir("site-builds-", root);
    expect((await readdir(root)).sort()).toEqual([...kept, path.basename(made)].sort());
  });
});
