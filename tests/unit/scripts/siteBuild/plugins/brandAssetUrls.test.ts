import os from "node:os";
import path from "node:path";
import { resolveConfig } from "vite";
import { describe, expect, it } from "vitest";
import { devFile, devUrl } from "../../../../../scripts/siteBuild/plugins/brandAssetUrls";

describe("the dev server's image URLs", () => {
  it("name the file devUrl gave them, inside the root and outside it, under any base", async () => {
    const root = path.join(os.tmpdir(), "site root");
    for (const base of ["/", "/preview/"]) {
      const config = await resolveConfig(
        { root, base, configFile: false, logLevel: "silent" },
        "serve",
      );
      const inside = path.join(root, ".cache", "images", "0a1b2c", "हिन्दी photo-800.avif");
      const outside = path.join(os.tmpdir(), "brands", "logo-400.webp");
      expect(devUrl(config, inside)).toBe(`${base}.cache/images/0a1b2c/हिन्दी photo-800.avif`);
      expect(devUrl(config, outside)).toBe(`${base}@fs${outside}`);
      for (const file of [inside, outside]) {
        expect(devFile(config, encodeURI(devUrl(config, file)))).toBe(file);
      }
    }
  });

  it("name no file for a URL outside the base or with a broken escape", async () => {
    const config = await resolveConfig(
      { root: "/srv/site", base: "/preview/", configFile: false, logLevel: "silent" },
      "serve",
    );
    expect(devFile(config, "/other/.cache/images/a-400.avif")).toBeUndefined();
    expect(devFile(config, "/preview/%E0%A4")).toBeUndefined();
  });
});
