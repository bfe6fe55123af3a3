import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../../scripts/lib/repoRoot";

/** The most lines a file of code may have: past it, a file holds more than one job. */
const MAX_LINES = 400;

/** Generated artwork (drawings written out as code) is data, not a file a reader reads through. */
const EXEMPT = "scripts/artwork/";

/** Lines of `text` as `wc -l` counts them, plus a last line without its newline. */
function lineCount(text: string): number {
  const newlines = text.split("\n").length - 1;
  return text.length > 0 && !text.endsWith("\n") ? newlines + 1 : newlines;
}

/** Each file of `files` (relative to the repository) over `limit` lines, as `path: N lines`. */
async function overLong(files: readonly string[], limit = MAX_LINES): Promise<string[]> {
  const found: string[] = [];
  for (const file of files) {
    const lines = lineCount(await readFile(path.join(repoRoot, file), "utf8"));
    if (lines > limit) found.push(`${file}: ${lines} lines`);
  }
  return found;
}

/** Every .ts and .tsx file under `root/`, relative to the repository, but the artwork's. */
async function codeFiles(root: string): Promise<string[]> {
  const files = await readdir(path.join(repoRoot, root), { recursive: true });
  return files
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(root, file))
    .filter((file) => !file.startsWith(EXEMPT))
    .sort();
}

describe(`a file of code has one job (at most ${MAX_LINES} lines)`, () => {
  it("counts lines as wc -l does", () => {
    expect(lineCount("")).toBe(0);
    expect(lineCount("a\nb\n")).toBe(2);
    expect(lineCount("a\nb")).toBe(2);
    expect(lineCount("\n".repeat(MAX_LINES + 1))).toBe(MAX_LINES + 1);
  });

  it("names an over-long file and its count", async () => {
    const self = path.relative(repoRoot, new URL(import.meta.url).pathname);
    const lines = lineCount(await readFile(path.join(repoRoot, self), "utf8"));
    expect(await overLong([self], lines - 1)).toEqual([`${self}: ${lines} lines`]);
    expect(await overLong([self], lines)).toEqual([]);
  });

  it.each(["src", "scripts"])("keeps every file under %s/ (artwork aside) short", async (root) => {
    const files = await codeFiles(root);
    expect(files.length).toBeGreaterThan(10);
    expect(await overLong(files)).toEqual([]);
  });
});
