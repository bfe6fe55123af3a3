import { access, mkdir } from "node:fs/promises";
import path from "node:path";
import { lock } from "proper-lockfile";
import { writeAtomically } from "./writeAtomically.ts";

/** The name of the lock beside a cache entry being made (a folder, as proper-lockfile makes it). */
export const lockOf = (file: string) => `${file}.lock`;

/**
 * How long (ms) a lock may go without its holder touching it before another process takes it
 * over: the holder touches it every half of this, so only a process that died leaves one this old.
 */
const STALE_LOCK_MS = 60_000;

/** How often (ms, at most) a process waiting for an entry looks at its lock again. */
const RETRY_AT_MOST_MS = 250;

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * The cache entry `file`, made by `make` and written atomically unless it is there already. Two
 * processes asking for the same entry at once (the test run's builds and its unit layer cut the
 * same font faces) make it once: the second waits on the first's lock (proper-lockfile), then
 * finds the entry. The lock only saves work: the entry is whole whoever writes it, so a lock
 * lost to a stalled holder is ignored, and a crashed holder's lock is taken over once stale.
 * @param file absolute path of the entry (its folder is created)
 * @param make the entry's bytes
 * @returns `file`
 */
export async function cacheEntry(file: string, make: () => Promise<Buffer>): Promise<string> {
  if (await exists(file)) return file;
  await mkdir(path.dirname(file), { recursive: true });
  const release = await lock(file, {
    realpath: false,
    lockfilePath: lockOf(file),
    stale: STALE_LOCK_MS,
    retries: { forever: true, minTimeout: 20, maxTimeout: RETRY_AT_MOST_MS },
    onCompromised: () => undefined,
  });
  try {
    if (!(await exists(file))) await writeAtomically(file, await make());
  } finally {
    await release().catch(() => undefined);
  }
  return file;
}
