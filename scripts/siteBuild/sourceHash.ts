import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { errorCode } from "../lib/errorCode.ts";
import { repoRoot } from "../lib/repoRoot.ts";

/**
 * What a brand build reads from the repository besides its brand folder: the app, the build
 * scripts, the page template and the locked dependencies (node_modules as package-lock.json
 * pins them). Tests, docs and the bench are not inputs.
 */
const BUILD_INPUTS = ["src", "scripts", "index.html", "tsconfig.json", "package-lock.json"];

/** Every file under `entry` (a file or a folder), as absolute paths in a stable order. */
async function filesUnder(entry: string): Promise<string[]> {
  const found = await readdir(entry, { withFileTypes: true, recursive: true }).catch(
    (error: unknown) => {
      const code = errorCode(error);
      if (code === "ENOTDIR") return undefined;
      if (code === "ENOENT") return [];
      throw error;
    },
  );
  if (found === undefined) return [entry];
  return found
    .filter((dirent) => dirent.isFile())
    .map((dirent) => path.join(dirent.parentPath, dirent.name))
    .sort();
}

/**
 * A hex SHA-256 (first 16 characters) of everything a build of a brand depends on: the build
 * inputs of the repository (BUILD_INPUTS), every file of `brandsDir` and of `publicDir` (the files
 * served verbatim), the Node version and `settings` (the configuration and options of the build,
 * as JSON). Two builds with the same hash write the same site, so a build cache can be keyed by it.
 * @param settings any JSON-serialisable value; key order counts
 */
export async function sourceHash(
  brandsDir: string,
  settings: unknown,
  publicDir: string | null = null,
): Promise<string> {
  const hash = createHash("sha256");
  const folders = [brandsDir, publicDir ?? ""].map((dir) => dir && path.resolve(dir));
  hash.update(`${process.version}\0${JSON.stringify(settings)}\0${folders.join("\0")}\0`);
  const roots = [
    ...BUILD_INPUTS.map((input) => path.join(repoRoot, input)),
    brandsDir,
    ...(publicDir === null ? [] : [publicDir]),
  ];
  for (const root of roots) {
    for (const file of await filesUnder(root)) {
      hash.update(`${path.relative(repoRoot, file)}\0`);
      hash.update(await readFile(file));
      hash.update("\0");
    }
  }
  return hash.digest("hex").slice(0, 16);
}
