import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../../scripts/lib/repoRoot";

/** The folders of `src/` that hold TypeScript, by name. */
async function codeFolders(): Promise<string[]> {
  const src = path.join(repoRoot, "src");
  const folders: string[] = [];
  for (const entry of await readdir(src, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const files = await readdir(path.join(src, entry.name), { recursive: true });
    if (files.some((file) => /\.tsx?$/.test(file))) folders.push(entry.name);
  }
  return folders.sort();
}

/** Every `includes` glob of biome.json's overrides that sets `noRestrictedImports`. */
async function restrictedGlobs(): Promise<Set<string>> {
  const config: {
    overrides: { includes: string[]; linter?: { rules?: { style?: object } } }[];
  } = JSON.parse(await readFile(path.join(repoRoot, "biome.json"), "utf8"));
  return new Set(
    config.overrides
      .filter((override) => "noRestrictedImports" in (override.linter?.rules?.style ?? {}))
      .flatMap((override) => override.includes),
  );
}

describe("the import direction (docs/architecture.md)", () => {
  it("gives every folder of src/ holding code a place, so a new folder cannot escape it", async () => {
    const globs = await restrictedGlobs();
    // src/app is the top: it may import everything, so it needs no restriction.
    const unplaced = (await codeFolders()).filter(
      (folder) => folder !== "app" && !globs.has(`src/${folder}/**`),
    );
    expect(unplaced).toEqual([]);
  });
});
