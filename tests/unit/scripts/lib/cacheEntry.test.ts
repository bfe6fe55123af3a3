import { existsSync } from "node:fs";
import { mkdir, readFile, rm, stat, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { lock } from "proper-lockfile";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cacheEntry, lockOf } from "../../../../scripts/lib/cacheEntry";
import { ownedScratchDir } from "../../../../scripts/lib/ownedScratchDir";

/** File-system round trips a call of cacheEntry is given to get past its look for the entry. */
const TRIPS = 20;

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await ownedScratchDir("cache-entry-");
  file = path.join(dir, "abc123", "face.woff2");
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("cacheEntry", () => {
  it("makes a missing entry once, writes it whole and leaves no lock", async () => {
    let made = 0;
    const make = async () => {
      made += 1;
      return Buffer.from("cut");
    };
    expect(await cacheEntry(file, make)).toBe(file);
    expect(await cacheEntry(file, make)).toBe(file);
    expect(made).toBe(1);
    expect(await readFile(file, "utf8")).toBe("cut");
    expect(existsSync(lockOf(file))).toBe(false);
  });

  it("waits while another process makes the entry, and takes theirs instead of making it", async () => {
    await mkdir(path.dirname(file), { recursive: true });
    const release = await lock(file, { realpath: false, lockfilePath: lockOf(file) });
    let made = 0;
    let settled = false;
    const asked = cacheEntry(file, async () => {
      made += 1;
      return Buffer.from("ours");
    }).finally(() => {
      settled = true;
    });
    // Round trips to the file system, each as long as each of the call's: enough for the call to
    // look for the entry, find none and (were there no lock) make it. It neither makes it nor
    // returns while the lock is held.
    for (let trip = 0; trip < TRIPS; trip += 1) await stat(dir);
    expect({ made, settled }).toEqual({ made: 0, settled: false });
    await writeFile(file, "theirs");
    await release();
    expect(await asked).toBe(file);
    expect(made).toBe(0);
    expect(await readFile(file, "utf8")).toBe("theirs");
  });

  it("takes over the lock of a process that died making the entry", async () => {
    const held = lockOf(file);
    await mkdir(held, { recursive: true });
    const longAgo = new Date(Date.now() - 10 * 60_000);
    await utimes(held, longAgo, longAgo);
    await cacheEntry(file, async () => Buffer.from("cut"));
    expect(await readFile(file, "utf8")).toBe("cut");
    expect(existsSync(held)).toBe(false);
  });

  it("passes a failure to make the entry on, and leaves neither entry nor lock", async () => {
    const failing = cacheEntry(file, async () => {
      throw new Error("the font has no glyphs");
    });
    await expect(failing).rejects.toThrow("the font has no glyphs");
    expect(existsSync(file)).toBe(false);
    expect(existsSync(lockOf(file))).toBe(false);
  });
});
