import { rename, writeFile } from "node:fs/promises";

/**
 * Writes `data` to `file` through a temporary file and a rename, so a reader never sees a
 * half-written file: parallel builds may write the same cache entry.
 */
export async function writeAtomically(file: string, data: string | Buffer): Promise<void> {
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temp, data);
  await rename(temp, file);
}
