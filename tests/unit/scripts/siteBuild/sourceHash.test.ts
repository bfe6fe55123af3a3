import { cp, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sourceHash } from "../../../../scripts/siteBuild/sourceHash";
import { FIXTURE_BRANDS_DIR } from "../../../support/brands";

let brandsDir = "";
beforeEach(async () => {
  brandsDir = await mkdtemp(path.join(os.tmpdir(), "source-hash-"));
  await cp(FIXTURE_BRANDS_DIR, brandsDir, { recursive: true });
});
afterEach(async () => {
  await rm(brandsDir, { recursive: true, force: true });
});

describe("sourceHash (the build cache's key)", () => {
  it("is the same for the same brands and settings, and changes with a brand's file or a setting", async () => {
    const settings = { brand: "fixture", env: { VITE_LOCAL_BACKEND: "1" } };
    const first = await sourceHash(brandsDir, settings);
    expect(first).toMatch(/^[0-9a-f]{16}$/);
    expect(await sourceHash(brandsDir, settings)).toBe(first);
    expect(await sourceHash(brandsDir, { ...settings, env: {} })).not.toBe(first);
    await writeFile(path.join(brandsDir, "fixture", "locales", "en", "extra.json"), "{}\n");
    expect(await sourceHash(brandsDir, settings)).not.toBe(first);
  });

  it("changes with a file served verbatim from the public folder", async () => {
    const publicDir = path.join(brandsDir, "..", `${path.basename(brandsDir)}-public`);
    await mkdir(publicDir);
    try {
      const settings = { brand: "fixture" };
      const without = await sourceHash(brandsDir, settings);
      const empty = await sourceHash(brandsDir, settings, publicDir);
      expect(empty).not.toBe(without);
      await writeFile(path.join(publicDir, "ads.txt"), "example.com, pub-1, DIRECT\n");
      expect(await sourceHash(brandsDir, settings, publicDir)).not.toBe(empty);
    } finally {
      await rm(publicDir, { recursive: true, force: true });
    }
  });
});
