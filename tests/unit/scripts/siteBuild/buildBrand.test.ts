import { describe, expect, it } from "vitest";
import { BrandEnvError } from "../../../../scripts/brand/brandEnv";
import { buildBrand } from "../../../../scripts/siteBuild/buildBrand";

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
});
