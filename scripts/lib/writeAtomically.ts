import { link, rename, rm, writeFile } from "node:fs/promises";
import { errorCode } from "./errorCode";

/** A name beside `file` for its content to be written under first. */
const temporaryName = (file: string) =>
  `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;

/**
 * Writes `data` to `file` through a temporary file and a rename, so a reader never sees a
 * half-written file: parallel builds may write the same cache entry.
 */
export async function writeAtomically(file: string, data: string | Buffer): Promise<void> {
  const temp = temporaryName(file);
  await writeFile(temp, data);
  await rename(temp, file);
}

/**
 * Creates `file` holding `data` only if it does not exist, atomically: the data is written to a
 * temporary file and hard-linked into place, which fails when the name exists, so of two
 * processes only one creates it and no reader ever sees half of it.
 * @param mode the file's permissions, e.g. 0o600 for a secret
 * @returns false (and nothing changed) when `file` already exists
 */
export async function createAtomically(
  file: string,
  data: string | Buffer,
  mode = 0o644,
): Promise<boolean> {
  const temp = temporaryName(file);
  await writeFile(temp, data, { mode });
  try {
    await link(temp, file);
    return true;
  } catch (error) {
    if (errorCode(error) === "EEXIST") return false;
    throw error;
  } finally {
    await rm(temp, { force: true });
  }
}
