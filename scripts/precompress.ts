import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt|webmanifest)$/;
/** Below this size (bytes) compression saves less than the headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file in `dir`, so the local static
 * server sends compressed responses as Firebase Hosting does (the deploy ignores these copies).
 * @returns how many files were compressed
 */
export async function precompress(dir: string): Promise<number> {
  let count = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const content = await readFile(file);
    if (content.length < MIN_BYTES) continue;
    await writeFile(
      `${file}.br`,
      await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    );
    await writeFile(`${file}.gz`, await gzipAsync(content, { level: 9 }));
    count++;
  }
  return count;
}
