import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { loadBrand } from "./brandLoader.ts";
import { type BrandNotice, brandNotices } from "./noticeVersions.ts";

const run = promisify(execFile);

/** A commit of the repository: its hash and its commit time (ISO 8601). */
export interface Commit {
  hash: string;
  date: string;
}

/** A notice found in the repository's history, and the commits whose text gave its version. */
export interface NoticeInHistory {
  notice: BrandNotice;
  /** The newest commit whose text has this version. */
  newest: Commit;
  /** The oldest one: from here to `newest` (and until the next change) the text was this. */
  oldest: Commit;
}

/** `git <args>` in `repoDir`; its standard output. */
async function git(repoDir: string, args: readonly string[]): Promise<string> {
  const { stdout } = await run("git", [...args], { cwd: repoDir, maxBuffer: 64 * 1024 * 1024 });
  return stdout;
}

/** The files the notice's text comes from: the brand's manifest and copy, the shared copy. */
const noticeSources = (brand: string) => [
  `brands/${brand}/manifest.json`,
  `brands/${brand}/locales`,
  "src/locales",
];

/**
 * The brand's notices as `commit` had them: its manifest and copy written to a scratch folder and
 * loaded as the build loads them, the versions computed as today's build computes them.
 * @returns none when that commit's brand cannot be loaded (before the notice existed, say)
 */
async function noticesAt(repoDir: string, brand: string, commit: string): Promise<BrandNotice[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "notice-history-"));
  try {
    const files = (
      await git(repoDir, ["ls-tree", "-r", "--name-only", commit, "--", ...noticeSources(brand)])
    )
      .split("\n")
      .filter((file) => file.endsWith(".json"));
    for (const file of files) {
      await mkdir(path.join(dir, path.dirname(file)), { recursive: true });
      await writeFile(path.join(dir, file), await git(repoDir, ["show", `${commit}:${file}`]));
    }
    const { manifest, resources } = await loadBrand(brand, path.join(dir, "brands"), {
      requireAssets: false,
      sharedLocalesDir: path.join(dir, "src", "locales"),
    });
    return brandNotices(manifest, resources);
  } catch {
    return [];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Looks a notice version up in the repository's history: walks the commits that changed the
 * brand's manifest or copy, newest first, and computes each one's notices as today's build does
 * (`brandNotices`). A version whose text was written in a way this code no longer reads (the
 * notice's keys or their order changed, scripts/brand/noticeVersions.ts) is not found: look it up
 * with the `npm run notices` of a commit of that time.
 * @param repoDir the repository's working tree (any folder inside it)
 * @param version 8 lowercase hex digits
 * @returns the notice and the range of commits that had it, or undefined when none did
 * @throws Error when git cannot be run there
 */
export async function findNoticeInHistory(
  repoDir: string,
  brand: string,
  version: string,
): Promise<NoticeInHistory | undefined> {
  const log = await git(repoDir, ["log", "--format=%H %cI", "--", ...noticeSources(brand)]);
  const commits = log
    .split("\n")
    .filter(Boolean)
    .map((line): Commit => {
      const [hash = "", date = ""] = line.split(" ");
      return { hash, date };
    });
  let found: NoticeInHistory | undefined;
  for (const commit of commits) {
    const notice = (await noticesAt(repoDir, brand, commit.hash)).find(
      (candidate) => candidate.version === version,
    );
    if (!notice) {
      if (found) break;
      continue;
    }
    found = found ? { ...found, oldest: commit } : { notice, newest: commit, oldest: commit };
  }
  return found;
}
