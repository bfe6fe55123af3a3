import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { BrandError, DEFAULT_BRANDS_DIR, loadBrand } from "../../../../scripts/brand/brandLoader";
import {
  brandNotices,
  NOTICE_VERSION_SHAPE,
  noticeVersion,
  parseNoticeVersion,
} from "../../../../scripts/brand/noticeVersions";
import { repoRoot } from "../../../../scripts/lib/repoRoot";
import { NOTICE_KEYS } from "../../../../src/brand/noticeCopy";

type Json = Record<string, unknown>;

let scratch: string | undefined;
afterEach(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true });
  scratch = undefined;
});

/** A copy of a brand's manifest and copy (no assets) whose files a test may change. */
async function brandCopy(
  id: string,
  edit: (manifest: Json, copy: Record<string, Json>) => void,
): Promise<string> {
  scratch = await mkdtemp(path.join(os.tmpdir(), "notice-brand-"));
  const dir = path.join(scratch, id);
  await mkdir(dir);
  await cp(path.join(DEFAULT_BRANDS_DIR, id, "locales"), path.join(dir, "locales"), {
    recursive: true,
  });
  const manifestFile = path.join(DEFAULT_BRANDS_DIR, id, "manifest.json");
  const manifest: Json = JSON.parse(await readFile(manifestFile, "utf8"));
  const copy: Record<string, Json> = {};
  for (const locale of ["en", "hi"]) {
    copy[locale] = JSON.parse(
      await readFile(path.join(dir, "locales", locale, "translation.json"), "utf8"),
    );
  }
  edit(manifest, copy);
  await writeFile(path.join(dir, "manifest.json"), JSON.stringify(manifest));
  for (const [locale, strings] of Object.entries(copy)) {
    await writeFile(path.join(dir, "locales", locale, "translation.json"), JSON.stringify(strings));
  }
  return scratch;
}

const load = (id: string, brandsDir: string) => loadBrand(id, brandsDir, { requireAssets: false });

describe("brandNotices", () => {
  it.each([
    ["engineering", ["enquiry"]],
    ["healthcare", ["enquiry", "subscribe"]],
  ])(
    "gives %s a notice per form it shows and locale, each version the hash of its text, in its copy",
    async (id, forms) => {
      const { manifest, resources } = await loadBrand(id);
      const notices = brandNotices(manifest, resources);
      expect(notices.map((notice) => [notice.locale, notice.form])).toEqual(
        manifest.locales.flatMap((locale) => forms.map((form) => [locale, form])),
      );
      for (const notice of notices) {
        expect(notice.version).toMatch(NOTICE_VERSION_SHAPE);
        expect(notice.version).toBe(noticeVersion(notice.lines));
        // The version travels with the notice's own copy, computed by the loader.
        expect(resources[notice.locale]?.translation[NOTICE_KEYS[notice.form].version]).toBe(
          notice.version,
        );
        // The manifest's data, filled in: the grievance address, and the retention period, one
        // for everything the forms store (npm run leads -- purge deletes what is older).
        const text = notice.lines.join("\n");
        expect(text).toContain(String(manifest.leads?.grievanceEmail));
        expect(text).toContain(`${manifest.leads?.retentionMonths} `);
        expect(text).not.toMatch(/\{\{|<\/?link>/);
      }
      // Another language is another text, so another version.
      for (const form of forms) {
        const [en, hi] = ["en", "hi"].map(
          (locale) =>
            notices.find((notice) => notice.form === form && notice.locale === locale)?.version,
        );
        expect(en).not.toBe(hi);
      }
    },
  );

  it("keeps a version while the text stays, and changes it with a word or a manifest value", async () => {
    const { manifest, resources } = await loadBrand("healthcare");
    const versions = (notices: ReturnType<typeof brandNotices>) =>
      notices.map((notice) => notice.version);
    const today = versions(brandNotices(manifest, resources));
    expect(versions(brandNotices(manifest, resources))).toEqual(today);
    const longer = versions(
      brandNotices(
        { ...manifest, leads: { retentionMonths: 36, grievanceEmail: "dpo@example.in" } },
        resources,
      ),
    );
    expect(longer.filter((version, index) => version === today[index])).toEqual([]);
    const reworded = await load(
      "healthcare",
      await brandCopy("healthcare", (_, copy) => {
        if (copy.hi) copy.hi["subscribe.notice.retention"] = "सदस्यता छोड़ने तक हम इसे रखते हैं।";
      }),
    );
    const after = brandNotices(reworded.manifest, reworded.resources);
    for (const [index, notice] of after.entries()) {
      const changed = notice.locale === "hi" && notice.form === "subscribe";
      expect(notice.version === today[index], `${notice.locale} ${notice.form}`).toBe(!changed);
    }
  });
});

describe("the loader and the notice", () => {
  it("refuses a locale file that sets a notice version itself", async () => {
    const dir = await brandCopy("healthcare", (_, copy) => {
      if (copy.hi) copy.hi["form.notice.version"] = "0a1b2c3d";
    });
    const error = await load("healthcare", dir).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BrandError);
    expect(String(error)).toContain(
      "hi/translation.json sets 'form.notice.version', which the build computes from the notice's text; remove it",
    );
  });

  it("refuses a brand with forms but no leads, naming the forms and the fields to give", async () => {
    const dir = await brandCopy("healthcare", (manifest) => {
      manifest.services = ["emailjs"];
      delete manifest.leads;
    });
    const error = await load("healthcare", dir).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BrandError);
    expect(String(error)).toContain(
      "field 'leads': has the enquiry form and the subscribe form, whose notice states how long its data is kept and who answers data requests: give 'leads' with 'retentionMonths' and 'grievanceEmail'",
    );
  });

  it("refuses a brand whose copy lacks a part of a form's notice, naming the key", async () => {
    const dir = await brandCopy("healthcare", () => undefined);
    const shared = path.join(dir, "shared");
    await cp(path.join(repoRoot, "src", "locales"), shared, { recursive: true });
    const english = path.join(shared, "en", "translation.json");
    const strings: Json = JSON.parse(await readFile(english, "utf8"));
    delete strings["notice.board"];
    await writeFile(english, JSON.stringify(strings));
    const error = await loadBrand("healthcare", dir, {
      requireAssets: false,
      sharedLocalesDir: shared,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BrandError);
    expect(String(error)).toMatch(
      /page '\/[^']*', field 'sections\.\d+\.type' needs copy key 'notice\.board'/,
    );
  });
});

describe("parseNoticeVersion", () => {
  it("takes a version in capitals or with spaces around it as stored, lower-case", () => {
    expect(parseNoticeVersion("9B9A38B7")).toBe("9b9a38b7");
    expect(parseNoticeVersion(" 9b9a38b7 ")).toBe("9b9a38b7");
  });

  it("refuses what is not 8 hex digits", () => {
    for (const text of ["9b9a38b", "9b9a38b7a", "9g9a38b7", "", "0x9b9a38"]) {
      expect(parseNoticeVersion(text)).toBeUndefined();
    }
  });
});
