import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { precompress, precompressFile } from "../../../../scripts/siteBuild/precompress";

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "precompress-"));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const text = (seed: string) =>
  Array.from({ length: 400 }, (_, n) => `${seed} line ${n} of a built file`).join("\n");

describe("precompress", () => {
  it("writes brotli and gzip copies of text files they make smaller, which decompress to the original", async () => {
    const dir = path.join(root, "site");
    await mkdir(path.join(dir, "assets"), { recursive: true });
    await writeFile(path.join(dir, "index.html"), text("page"));
    await writeFile(path.join(dir, "assets", "app.js"), text("script"));
    await writeFile(path.join(dir, "small.css"), "body{}");
    // A section chunk's size: well under 1 KB, and still about half in brotli.
    await writeFile(path.join(dir, "assets", "chunk.js"), text("chunk").slice(0, 700));
    await writeFile(path.join(dir, "photo.webp"), text("not text"));

    expect(await precompress(dir, path.join(root, "cache"))).toBe(3);
    for (const file of ["index.html", "assets/app.js", "assets/chunk.js"]) {
      const original = await readFile(path.join(dir, file));
      expect(brotliDecompressSync(await readFile(path.join(dir, `${file}.br`)))).toEqual(original);
      expect(gunzipSync(await readFile(path.join(dir, `${file}.gz`)))).toEqual(original);
    }
    const files = await readdir(dir);
    expect(files).not.toContain("small.css.br");
    expect(files).not.toContain("photo.webp.br");
  });

  it("compresses at brotli's best quality, once per content: the cache serves the next build", async () => {
    const cache = path.join(root, "cache");
    for (const build of ["one", "two"]) {
      const dir = path.join(root, build);
      await mkdir(dir);
      await writeFile(path.join(dir, "a.js"), text("same"));
      await writeFile(path.join(dir, "b.js"), text(build));
      await precompress(dir, cache);
    }
    // a.js is the same in both builds: one entry for it, one for each b.js.
    const entries = await readdir(cache);
    expect(entries).toHaveLength(3);
    const content = Buffer.from(text("same"));
    const best = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    expect(await readFile(path.join(root, "two", "a.js.br"))).toEqual(best);
  });

  it("replaces the copies of a rewritten file, and deletes one that is no longer smaller", async () => {
    const cache = path.join(root, "cache");
    const file = path.join(root, "page.html");
    await writeFile(file, text("before"));
    expect(await precompressFile(file, cache)).toBe(true);
    // Rewritten so small that no copy saves a byte: the old copies would be served in its place.
    await writeFile(file, "<p>");
    expect(await precompressFile(file, cache)).toBe(false);
    expect(await readdir(root)).not.toContain("page.html.br");
    expect(await readdir(root)).not.toContain("page.html.gz");
    await writeFile(file, text("after"));
    await precompressFile(file, cache);
    expect(brotliDecompressSync(await readFile(`${file}.br`)).toString()).toBe(text("after"));
    expect(gunzipSync(await readFile(`${file}.gz`)).toString()).toBe(text("after"));
  });
});
