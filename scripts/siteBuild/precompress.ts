import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { mapBounded } from "../lib/mapBounded.ts";
import { repoRoot } from "../lib/repoRoot.ts";
import { writeAtomically } from "../lib/writeAtomically.ts";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt|webmanifest)$/;
/** Brotli output by content hash: most files (hashed chunks) are the same from build to build. */
const BROTLI_CACHE_DIR = path.join(repoRoot, ".cache", "brotli");

/**
 * Brotli at its best quality (11): the files are compressed once and served many times. It makes
 * the first-load JS about 7 % smaller than quality 9 (engineering 131 -> 121 KB) but takes about
 * six times as long, so the result is cached by content hash.
 */
export async function brotliCached(
  content: Buffer,
  cacheDir: string = BROTLI_CACHE_DIR,
): Promise<Buffer> {
  const hash = createHash("sha256").update(content).digest("hex");
  const cached = path.join(cacheDir, `${hash}.br`);
  try {
    return await readFile(cached);
  } catch {
    const compressed = await brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    await mkdir(cacheDir, { recursive: true });
    await writeAtomically(cached, compressed);
    return compressed;
  }
}

/**
 * Writes `<file>.br` (quality 11, cached in `cacheDir` by content hash) and `<file>.gz` (level 9)
 * where each is smaller than the file, and deletes a copy it does not write, so a file rewritten
 * after an earlier compression (the bench's script-free pages) never keeps a stale copy. Small
 * files count too: a 700-byte section chunk is about 380 bytes in brotli, and over HTTP/2 the
 * `content-encoding` header costs a byte or two (Firebase Hosting likewise serves every file
 * compressed).
 * @returns whether any copy was written
 */
export async function precompressFile(file: string, cacheDir = BROTLI_CACHE_DIR): Promise<boolean> {
  const content = await readFile(file);
  const copies = [
    [`${file}.br`, await brotliCached(content, cacheDir)],
    [`${file}.gz`, await gzipAsync(content, { level: 9 })],
  ] as const;
  await Promise.all(
    copies.map(([name, copy]) =>
      copy.length < content.length ? writeFile(name, copy) : rm(name, { force: true }),
    ),
  );
  return copies.some(([, copy]) => copy.length < content.length);
}

/**
 * Writes `<file>.br` (quality 11, cached in `cacheDir` by content hash) and `<file>.gz` (level 9)
 * beside every compressible file in `dir` that they make smaller, so the local static server sends compressed responses
 * as Firebase Hosting does (the deploy ignores these copies). Files are compressed a few at a
 * time on libuv's thread pool (twice the cores Node may use): all at once, a site of 2,000 routes
 * held every file and its two copies in memory together, half a gigabyte more at its peak.
 * @returns how many files were compressed
 */
export async function precompress(dir: string, cacheDir = BROTLI_CACHE_DIR): Promise<number> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const compressed = await mapBounded(files, 2 * availableParallelism(), (file) =>
    precompressFile(file, cacheDir),
  );
  return compressed.filter(Boolean).length;
}
