import { execFile } from "node:child_process";
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadBrand } from "../../../../scripts/brand/brandLoader";
import { findNoticeInHistory } from "../../../../scripts/brand/noticeHistory";
import { brandNotices } from "../../../../scripts/brand/noticeVersions";
import { repoRoot } from "../../../../scripts/lib/repoRoot";
import type { BrandForm } from "../../../../src/brand/brandForms";
import { copyVariables } from "../../../../src/brand/copyVariables";

const run = promisify(execFile);

// A small repository of its own: the health-care brand's manifest and copy and the shared copy,
// committed, then the Hindi subscribe notice reworded and committed again.
let repo = "";
const commits: string[] = [];
const git = async (...args: string[]) =>
  (
    await run("git", args, {
      cwd: repo,
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: "Test",
        GIT_AUTHOR_EMAIL: "test@example.com",
        GIT_COMMITTER_NAME: "Test",
        GIT_COMMITTER_EMAIL: "test@example.com",
      },
    })
  ).stdout.trim();
const LOCALES = "brands/healthcare/locales";
const OLD_WORDS =
  "सदस्यता लेने के बाद हम इसे {{retentionMonths}} महीने तक रखते हैं और फिर मिटा देते हैं। अगर यह तुरंत न भेजा जा सके, तो भेजे जाने तक, ज़्यादा से ज़्यादा {{outboxDays}} दिन, इसी डिवाइस पर रहता है।";
const NEW_WORDS = "हम आपका ईमेल पता {{retentionMonths}} महीने तक रखते हैं और फिर मिटा देते हैं।";

/** The version of a form's notice in a locale, as the repository's working tree has it. */
async function versionNow(locale: string, form: BrandForm): Promise<string> {
  const { manifest, resources } = await loadBrand("healthcare", path.join(repo, "brands"), {
    requireAssets: false,
    sharedLocalesDir: path.join(repo, "src", "locales"),
  });
  const notice = brandNotices(manifest, resources).find(
    (candidate) => candidate.locale === locale && candidate.form === form,
  );
  if (!notice) throw new Error(`no ${form} notice in ${locale}`);
  return notice.version;
}

const versions: Record<string, string> = {};
/** The copy variables of the brand's Hindi pages (its retention period, say). */
let variables: Record<string, string> = {};
const filled = (words: string) =>
  words.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => variables[name] ?? whole);

beforeAll(async () => {
  repo = await mkdtemp(path.join(os.tmpdir(), "notice-repo-"));
  await git("init", "--quiet");
  for (const part of ["brands/healthcare/locales", "src/locales"]) {
    await mkdir(path.dirname(path.join(repo, part)), { recursive: true });
    await cp(path.join(repoRoot, part), path.join(repo, part), { recursive: true });
  }
  await cp(
    path.join(repoRoot, "brands/healthcare/manifest.json"),
    path.join(repo, "brands/healthcare/manifest.json"),
  );
  await git("add", ".");
  await git("commit", "--quiet", "-m", "first notice");
  commits.push(await git("rev-parse", "HEAD"));
  versions.hiBefore = await versionNow("hi", "subscribe");
  versions.en = await versionNow("en", "enquiry");

  // Reworded in Hindi and in any other locale that shows the same sentence (one begun as a copy
  // of the Hindi copy): the same text has the same version, and the old one must be gone.
  const { manifest: loaded, resources } = await loadBrand("healthcare", path.join(repo, "brands"), {
    requireAssets: false,
    sharedLocalesDir: path.join(repo, "src", "locales"),
  });
  variables = copyVariables(loaded, "hi");
  const showingOld = brandNotices(loaded, resources)
    .filter((notice) => notice.form === "subscribe" && notice.lines.includes(filled(OLD_WORDS)))
    .map((notice) => notice.locale);
  expect(showingOld).toContain("hi");
  for (const locale of showingOld) {
    const file = path.join(repo, LOCALES, locale, "translation.json");
    const copy = JSON.parse(await readFile(file, "utf8").catch(() => "{}"));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify({ ...copy, "subscribe.notice.retention": NEW_WORDS }));
  }
  await git("add", ".");
  await git("commit", "--quiet", "-m", "reworded");
  commits.push(await git("rev-parse", "HEAD"));
  versions.hiAfter = await versionNow("hi", "subscribe");
});
afterAll(async () => {
  if (repo) await rm(repo, { recursive: true, force: true });
});

describe("findNoticeInHistory", () => {
  it("finds an earlier version of a notice in the commits whose text had it", async () => {
    expect(versions.hiBefore).not.toBe(versions.hiAfter);
    const found = await findNoticeInHistory(repo, "healthcare", versions.hiBefore ?? "");
    expect(found?.notice).toMatchObject({ form: "subscribe", locale: "hi" });
    expect(found?.notice.lines).toContain(filled(OLD_WORDS));
    expect(found?.oldest.hash).toBe(commits[0]);
    expect(found?.newest.hash).toBe(commits[0]);
  });

  it("finds today's version in the newest commit, and one both commits had across both", async () => {
    const today = await findNoticeInHistory(repo, "healthcare", versions.hiAfter ?? "");
    expect(today?.notice.lines).toContain(filled(NEW_WORDS));
    expect([today?.oldest.hash, today?.newest.hash]).toEqual([commits[1], commits[1]]);
    const english = await findNoticeInHistory(repo, "healthcare", versions.en ?? "");
    expect(english?.notice).toMatchObject({ form: "enquiry", locale: "en" });
    expect([english?.oldest.hash, english?.newest.hash]).toEqual([commits[0], commits[1]]);
  });

  it("finds nothing for a version no commit's text gives", async () => {
    expect(await findNoticeInHistory(repo, "healthcare", "00000000")).toBeUndefined();
  });
});
