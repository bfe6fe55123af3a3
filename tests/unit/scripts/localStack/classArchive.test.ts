import { chmod, mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  classArchivePath,
  hasClassArchive,
  makeClassArchive,
} from "../../../../scripts/localStack/classArchive";

let dir: string;
let jar: string;
/** A PATH with one `java` on it, a script that is never run. */
let env: Record<string, string>;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "class-archive-"));
  jar = path.join(dir, "cloud-firestore-emulator.jar");
  await writeFile(jar, "a jar");
  const bin = path.join(dir, "bin");
  await mkdir(bin);
  await writeFile(path.join(bin, "java"), "#!/bin/sh\n");
  await chmod(path.join(bin, "java"), 0o755);
  env = { PATH: `${path.join(dir, "nothing")}${path.delimiter}${bin}` };
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const archives = path.join(os.tmpdir(), "archives");

describe("classArchivePath", () => {
  it("names the archive after the jar, and changes with the jar or the java on PATH", async () => {
    const first = classArchivePath(jar, archives, env);
    expect(first).toMatch(/\/archives\/cloud-firestore-emulator-[0-9a-f]{16}\.jsa$/);
    expect(classArchivePath(jar, archives, env)).toBe(first);
    await writeFile(jar, "a newer jar");
    const afterJar = classArchivePath(jar, archives, env);
    expect(afterJar).not.toBe(first);
    await writeFile(path.join(dir, "bin", "java"), "#!/bin/sh\n# another java\n");
    expect(classArchivePath(jar, archives, env)).not.toBe(afterJar);
  });

  it("gives none when no java is on PATH", () => {
    expect(classArchivePath(jar, archives, { PATH: path.join(dir, "nothing") })).toBeUndefined();
  });
});

describe("makeClassArchive", () => {
  const archiveIn = () => path.join(dir, "jvm", "emulator.jsa");

  it("dumps once for two callers at once, and puts the archive in place whole", async () => {
    const archive = archiveIn();
    const dumped: string[] = [];
    const dump = async (file: string) => {
      dumped.push(file);
      await writeFile(file, "classes");
    };
    await Promise.all([makeClassArchive(archive, dump), makeClassArchive(archive, dump)]);
    expect(dumped).toEqual([`${archive}.${process.pid}.tmp`]);
    expect(await readFile(archive, "utf8")).toBe("classes");
    expect(await readdir(path.dirname(archive))).toEqual(["emulator.jsa"]);
    await makeClassArchive(archive, dump);
    expect(dumped).toHaveLength(1);
  });

  it("leaves no archive, lock or partial file when the dump fails, and throws its error", async () => {
    const archive = archiveIn();
    await expect(
      makeClassArchive(archive, async (file) => {
        await writeFile(file, "half");
        throw new Error("the JVM died");
      }),
    ).rejects.toThrow("the JVM died");
    expect(hasClassArchive(archive)).toBe(false);
    expect(await readdir(path.dirname(archive))).toEqual([]);
  });

  it("leaves the archive to the process holding a fresh lock, and takes over a lock left for minutes", async () => {
    const archive = archiveIn();
    await mkdir(path.dirname(archive));
    await writeFile(`${archive}.lock`, "");
    const dump = (file: string) => writeFile(file, "classes");
    await makeClassArchive(archive, dump);
    expect(hasClassArchive(archive)).toBe(false);
    const threeMinutesAgo = new Date(Date.now() - 180_000);
    await utimes(`${archive}.lock`, threeMinutesAgo, threeMinutesAgo);
    await makeClassArchive(archive, dump);
    expect(await readdir(path.dirname(archive))).toEqual(["emulator.jsa"]);
  });
});
