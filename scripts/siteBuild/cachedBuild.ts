import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { BrandEnv } from "../brand/brandEnv.ts";
import { DEFAULT_BRANDS_DIR, type LoadedBrand } from "../brand/brandLoader.ts";
import { errorCode } from "../lib/errorCode.ts";
import { repoRoot } from "../lib/repoRoot.ts";
import { type BrandBuild, buildBrand } from "./buildBrand.ts";
import { defaultPublicDir } from "./publicFiles.ts";
import { serviceWorkerWanted } from "./serviceWorker/serviceWorker.ts";
import { sourceHash } from "./sourceHash.ts";

/**
 * Where cached builds live: `<brand>-<variant>-<folder>-<hash>/` each (the folder is a hash of
 * the brands folder's path), with `site/`, `build.json` and `source.json`.
 */
export const BUILD_CACHE_DIR = path.join(repoRoot, ".cache", "site-builds");

/** How many builds of one brand, variant and brands folder the cache keeps (the newest). */
const KEPT_PER_VARIANT = 2;

/** What an entry records of where its brand came from (`source.json`). */
interface EntrySource {
  brandsDir: string;
}

/** The cached BrandBuild in `entry`, or undefined when there is none (or only half of one). */
async function readEntry(entry: string): Promise<BrandBuild | undefined> {
  try {
    const build = JSON.parse(await readFile(path.join(entry, "build.json"), "utf8")) as BrandBuild;
    return { ...build, outDir: path.join(entry, "site") };
  } catch {
    return undefined;
  }
}

/**
 * Deletes all but the newest KEPT_PER_VARIANT entries named `<prefix><hash>`, and every entry
 * whose brands folder is gone (a test's copy of a brand, deleted after its run).
 */
async function evictOlder(prefix: string): Promise<void> {
  const names = (await readdir(BUILD_CACHE_DIR)).filter((name) => !name.includes(".tmp-"));
  const dated = await Promise.all(
    names.map(async (name) => {
      const entry = path.join(BUILD_CACHE_DIR, name);
      const source = await readFile(path.join(entry, "source.json"), "utf8")
        .then((text): EntrySource => JSON.parse(text))
        .catch(() => undefined);
      return {
        entry,
        name,
        orphan: source !== undefined && !existsSync(source.brandsDir),
        at: (await stat(entry).catch(() => undefined))?.mtimeMs ?? 0,
      };
    }),
  );
  const sameVariant = dated.filter(({ name }) => name.startsWith(prefix));
  sameVariant.sort((a, b) => b.at - a.at);
  const evicted = [...sameVariant.slice(KEPT_PER_VARIANT), ...dated.filter(({ orphan }) => orphan)];
  for (const { entry } of evicted) await rm(entry, { recursive: true, force: true });
}

/**
 * A build of `brand` with `env`, made once per source hash and kept in BUILD_CACHE_DIR: the
 * tests' builds, `npm start` and the tests' local backends all read the one build of a brand and
 * variant while nothing it is made from has changed (scripts/siteBuild/sourceHash.ts). A cached
 * build is read only; a new one is built aside and renamed into place, so two processes building
 * the same entry at once both end with a whole one.
 * @param options.variant a name for `env`, part of the entry's name (e.g. `preview`, `local`)
 * @param options.publicDir the files served verbatim, as buildBrand takes it (part of the key)
 * @param options.loaded the brand as the caller loaded and checked it, as buildBrand takes it
 * @returns the build; `outDir` is the cache entry's `site/` folder
 * @throws what buildBrand throws
 */
export async function cachedBuild(options: {
  brand: string;
  variant: string;
  env: BrandEnv;
  brandsDir?: string;
  publicDir?: string | null;
  serviceWorker?: boolean;
  loaded?: LoadedBrand;
}): Promise<BrandBuild> {
  const {
    brand,
    variant,
    env,
    brandsDir = DEFAULT_BRANDS_DIR,
    publicDir = defaultPublicDir(brandsDir),
    serviceWorker = serviceWorkerWanted(),
  } = options;
  // Keyed by the brands folder too: a test's copy of a brand never evicts the real brand's build.
  const folderKey = createHash("sha256").update(path.resolve(brandsDir)).digest("hex").slice(0, 8);
  const prefix = `${brand}-${variant}-${folderKey}-`;
  const hash = await sourceHash(brandsDir, { brand, env, serviceWorker }, publicDir);
  const entry = path.join(BUILD_CACHE_DIR, `${prefix}${hash}`);
  const cached = await readEntry(entry);
  if (cached) return cached;
  await mkdir(BUILD_CACHE_DIR, { recursive: true });
  const aside = `${entry}.tmp-${process.pid}`;
  await rm(aside, { recursive: true, force: true });
  try {
    const build = await buildBrand({
      brand,
      brandsDir,
      publicDir,
      env,
      serviceWorker,
      outDir: path.join(aside, "site"),
      loaded: options.loaded,
    });
    await writeFile(path.join(aside, "build.json"), `${JSON.stringify(build)}\n`);
    const source: EntrySource = { brandsDir: path.resolve(brandsDir) };
    await writeFile(path.join(aside, "source.json"), `${JSON.stringify(source)}\n`);
    try {
      await rename(aside, entry);
    } catch (error) {
      // Another process finished the same build first: its entry is as good as ours.
      const code = errorCode(error);
      if (code !== "ENOTEMPTY" && code !== "EEXIST") throw error;
    }
  } finally {
    await rm(aside, { recursive: true, force: true });
  }
  await evictOlder(prefix);
  const made = await readEntry(entry);
  if (!made) throw new Error(`the build of ${brand} (${variant}) vanished from ${entry}`);
  return made;
}
