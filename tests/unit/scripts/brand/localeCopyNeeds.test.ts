import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadManifest, readLocaleCopy } from "../../../../scripts/brand/brandLoader";
import { localeCopyNeeds } from "../../../../scripts/brand/localeCopyNeeds";
import { FIXTURE_BRANDS_DIR } from "../../../support/brands";

/** The fixture brand with Marathi added, its English copy, and the fixture's Marathi strings. */
async function fixture() {
  const manifest = await loadManifest("fixture", FIXTURE_BRANDS_DIR);
  const withMarathi = { ...manifest, locales: [...manifest.locales, "mr"] };
  const english = await readLocaleCopy("fixture", manifest, "en", {
    brandsDir: FIXTURE_BRANDS_DIR,
  });
  const marathi = JSON.parse(
    await readFile(path.resolve(FIXTURE_BRANDS_DIR, "../locales/mr/translation.json"), "utf8"),
  );
  return { withMarathi, english, marathi };
}

describe("localeCopyNeeds (npm run missing-copy)", () => {
  it("asks a new locale for the shared strings once, in src/locales/<locale>/, and the brand's in its own file", async () => {
    const { withMarathi, english } = await fixture();
    const needs = localeCopyNeeds(withMarathi, english, {});
    const need = (key: string) => needs.find((candidate) => candidate.key === key);
    expect(need("a11y.skipToContent")).toEqual({
      key: "a11y.skipToContent",
      sharedFile: "translation.json",
      source: english.shared["translation.json"]?.["a11y.skipToContent"],
      present: false,
    });
    expect(need("breads.rye.text")).toMatchObject({ sharedFile: undefined, present: false });
    // What the fixture's pages do not have is not asked for: a form's or a gallery's words.
    expect(needs.filter(({ key }) => /^(form|gallery|lightbox|subscribe)\./.test(key))).toEqual([]);
  });

  it("counts what the locale has: the fixture's Marathi strings are exactly what it needs", async () => {
    const { withMarathi, english, marathi } = await fixture();
    const needs = localeCopyNeeds(withMarathi, english, marathi);
    expect(needs.filter(({ present }) => !present)).toEqual([]);
    expect(needs.map(({ key }) => key).sort()).toEqual(Object.keys(marathi).sort());
  });
});
