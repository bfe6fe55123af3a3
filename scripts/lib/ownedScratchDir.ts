import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { isRunning, stampOf } from "./processInfo.ts";

/**
 * Makes a fresh directory `<root>/<prefix><pid>-<start time>-XXXXXX` owned by this process, after
 * deleting the directories of the same prefix whose owner no longer runs: a run stopped by a
 * signal (a SIGTERM'd `npm test`, a bench stopped with Ctrl-C) never reaches its own cleanup, and
 * its builds would stay in the temporary folder until the machine is wiped. A directory whose
 * owner still runs, or whose name does not carry an owner, is left alone.
 * @param prefix the directory's name up to the owner, e.g. `site-builds-`
 * @param root where to make it (default: the system's temporary folder)
 * @returns the new directory's absolute path
 */
export async function ownedScratchDir(prefix: string, root = os.tmpdir()): Promise<string> {
  for (const entry of await readdir(root, { withFileTypes: true })) {
    const owner =
      entry.isDirectory() && entry.name.startsWith(prefix)
        ? /^(\d+)-(\d*)-/.exec(entry.name.slice(prefix.length))
        : null;
    if (!owner) continue;
    if (isRunning({ pid: Number(owner[1]), startTime: owner[2] ?? "" })) continue;
    await rm(path.join(root, entry.name), { recursive: true, force: true });
  }
  const { pid, startTime } = stampOf();
  return mkdtemp(path.join(root, `${prefix}${pid}-${startTime}-`));
}
