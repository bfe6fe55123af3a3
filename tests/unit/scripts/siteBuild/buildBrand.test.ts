import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BrandEnvError } from "../../../../scripts/brand/brandEnv";
import { BrandError } from "../../../../scripts/brand/brandLoader";
import { buildBrand } from "../../../../scripts/siteBuild/buildBrand";
import { FIXTURE_BRANDS_DIR } from "../../../support/brands";

describe("buildBrand", () => {
  it("refuses an App Check site key for a brand whose manifest does not list appCheck, before bundling", async () => {
    const build = buildBrand({
      brand: "engineering",
      outDir: "/nonexistent/never-written",
      env: { VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: "6Lc-site-key" },
    });
    await expect(build).rejects.toThrow(BrandEnvError);
    await expect(build).rejects.toThrow(
      /VITE_RECAPTCHA_ENTERPRISE_SITE_KEY is set for 'engineering', but its manifest's "services" do not list "appCheck"/,
    );
  });

  it("with strict, refuses the copy's warnings before bundling, listing them", async () => {
    const brandsDir = await mkdtemp(path.join(os.tmpdir(), "strict-brands-"));
    try {
      await cp(path.join(FIXTURE_BRANDS_DIR, "fixture"), path.join(brandsDir, "fixture"), {
        recursive: true,
      });
      const copyFile = path.join(brandsDir, "fixture", "locales", "hi", "translation.json");
      const copy = JSON.parse(await readFile(copyFile, "utf8"));
      await writeFile(copyFile, JSON.stringify({ ...copy, "nav.breads": "Breads" }));
      const build = buildBrand({
        brand: "fixture",
        brandsDir,
        outDir: "/nonexistent/never-written",
        env: {},
        strict: true,
      });
      await expect(build).rejects.toThrow(BrandError);
      await expect(build).rejects.toThrow(
        "  - locale 'hi' shows 1 string exactly as 'en' has it: nav.breads",
      );
    } finally {
      await rm(brandsDir, { recursive: true, force: true });
    }
  });
});
