import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../../scripts/lib/repoRoot";

/** The folders of `src/` or `scripts/` that hold TypeScript, as `src/app`. */
async function codeFolders(root: string): Promise<string[]> {
  const dir = path.join(repoRoot, root);
  const folders: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const files = await readdir(path.join(dir, entry.name), { recursive: true });
    if (files.some((file) => /\.tsx?$/.test(file))) folders.push(`${root}/${entry.name}`);
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
  // The top of each (root, top): it may import everything below, so it needs no restriction.
  it.each([
    ["src", "src/app"],
    ["scripts", "scripts/cli"],
  ])(
    "gives every folder of %s/ holding code a place, so a new folder cannot escape it",
    async (root, top) => {
      const globs = await restrictedGlobs();
      const folders = await codeFolders(root);
      expect(folders).toContain(top);
      const unplaced = folders.filter((folder) => folder !== top && !globs.has(`${folder}/**`));
      expect(unplaced).toEqual([]);
    },
  );

  it("keeps every folder of src/ from importing scripts/ (the app never imports the build)", async () => {
    const config: {
      overrides: {
        includes: string[];
        linter?: {
          rules?: {
            style?: { noRestrictedImports?: { options?: { patterns?: { group: string[] }[] } } };
          };
        };
      }[];
    } = JSON.parse(await readFile(path.join(repoRoot, "biome.json"), "utf8"));
    const forbidding = new Set(
      config.overrides
        .filter((override) =>
          override.linter?.rules?.style?.noRestrictedImports?.options?.patterns?.some((pattern) =>
            pattern.group.includes("**/scripts/**"),
          ),
        )
        .flatMap((override) => override.includes),
    );
    const folders = await codeFolders("src");
    expect(folders).toContain("src/app");
    expect(folders.filter((folder) => !forbidding.has(`${folder}/**`))).toEqual([]);
    expect(forbidding).toContain("src/*.ts");
  });
});
