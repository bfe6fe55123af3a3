import { copyFile, mkdir, readdir } from "node:fs/promises";
import path from "node:path";
import { SERVICE_WORKER_URL } from "../../src/app/registerServiceWorker";
import { BrandError, DEFAULT_BRANDS_DIR } from "../brand/brandLoader";
import { unknownKeyHint } from "../brand/manifestIssues";
import { cleanUrl } from "../hosting/cleanUrl";
import { DEPLOY_IGNORE } from "../hosting/firebaseConfig";
import { ignoredByDeploy } from "../hosting/hostingGlob";
import { errorCode } from "../lib/errorCode";
import { repoRoot } from "../lib/repoRoot";
import { shownPath } from "../lib/shownPath";

/**
 * The files a site serves verbatim at its root, under the name it was given (a search console's
 * `google1234abcd.html`, `ads.txt`, `.well-known/security.txt`): not hashed, not precached, in no
 * sitemap. `public/`'s top holds the files of every brand, `public/<brand>/` a brand's own, which
 * win by path (docs/extending.md#files-served-verbatim).
 */

/** The repository's `public/`, which goes with its `brands/`. */
export const DEFAULT_PUBLIC_DIR = path.join(repoRoot, "public");

/** The one folder a site's root may get from `public/`: RFC 8615's well-known locations. */
const WELL_KNOWN = ".well-known";

/** A file the site serves verbatim. */
export interface PublicFile {
  /** Its path under the site's root, e.g. `.well-known/security.txt` (no leading `/`). */
  path: string;
  /** The file it is copied from (absolute). */
  source: string;
}

/**
 * The public folder of a build from `brandsDir`: the repository's `public/` for its `brands/`,
 * none for any other brands folder (a test's copy of a brand passes its own, or none).
 */
export function defaultPublicDir(brandsDir: string): string | null {
  return path.resolve(brandsDir) === DEFAULT_BRANDS_DIR ? DEFAULT_PUBLIC_DIR : null;
}

/**
 * The files of one layer (`public/` or `public/<brand>/`) by site path: its top's files and
 * everything under its `.well-known/`. A name that starts with a dot (`.gitkeep`, `.DS_Store`) is
 * left out, as Hosting's deploy leaves it out. A missing folder has none.
 * @param brand the brand built, which every message names
 * @param isSkipped folders of the layer's top that belong to no one's root (other brands')
 * @param unknownFolder the message for any other folder of its top but `.well-known/`
 * @throws BrandError naming any other folder, and a file Hosting would not deploy
 */
async function layerFiles(
  dir: string,
  brand: string,
  isSkipped: (name: string) => boolean,
  unknownFolder: (name: string) => string,
): Promise<Map<string, string>> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(
    (error: unknown) => {
      if (errorCode(error) === "ENOENT") return [];
      throw error;
    },
  );
  const files = new Map<string, string>();
  for (const entry of entries) {
    const source = path.join(entry.parentPath, entry.name);
    const [top = "", ...rest] = path.relative(dir, source).split(path.sep);
    if (rest.length === 0 && entry.isDirectory() && top !== WELL_KNOWN && !isSkipped(top)) {
      throw new BrandError(unknownFolder(top));
    }
    if (!entry.isFile() || entry.name.startsWith(".")) continue;
    if (rest.length > 0 && top !== WELL_KNOWN) continue;
    const sitePath = [top, ...rest].join("/");
    if (ignoredByDeploy(DEPLOY_IGNORE, sitePath)) {
      throw new BrandError(
        `Brand '${brand}': ${shownPath(source)} would not be deployed: Hosting leaves out ${DEPLOY_IGNORE.join(", ")} (firebase.json's "ignore"). Rename it.`,
      );
    }
    files.set(sitePath, source);
  }
  return files;
}

/**
 * What `brand`'s site serves verbatim from `publicDir`: the files at its top and in its
 * `.well-known/`, over which `<brand>/`'s own (its top and its `.well-known/`) win by path. A
 * folder of the top is a brand's when it is named after one of `brands`; other brands' folders
 * are not read. Read before anything is bundled, so a misplaced file fails the build at once.
 * @param publicDir null or a missing folder: none
 * @throws BrandError naming the folder and the choices when a folder at the top is neither a
 *   brand's nor `.well-known/` (a misspelt brand would otherwise give every brand its files at
 *   `/<name>/`), or one in a brand's folder is not `.well-known/`; and naming a file Hosting's
 *   deploy would leave out (`*.br`, `*.gz`, `firebase.json`, `node_modules/`)
 */
export async function readPublicFiles(options: {
  publicDir: string | null;
  brand: string;
  brands: readonly string[];
}): Promise<PublicFile[]> {
  const { publicDir, brand, brands } = options;
  if (publicDir === null) return [];
  const shown = shownPath(publicDir);
  const shared = await layerFiles(
    publicDir,
    brand,
    (name) => brands.includes(name),
    (name) =>
      `Brand '${brand}': ${shown}/${name}/ is neither a brand's folder nor ${WELL_KNOWN}/ (${unknownKeyHint(name, [...brands, WELL_KNOWN])}): files for every brand go at ${shown}/'s top or in its ${WELL_KNOWN}/, a brand's own in ${shown}/<brand>/.`,
  );
  const own = await layerFiles(
    path.join(publicDir, brand),
    brand,
    () => false,
    (name) =>
      `Brand '${brand}': ${shown}/${brand}/${name}/: a brand's public folder holds files and ${WELL_KNOWN}/ only, as the site's root serves them; a picture or document its pages show goes in brands/${brand}/assets/ and the manifest.`,
  );
  return [...new Map([...shared, ...own])].map(([sitePath, source]) => ({
    path: sitePath,
    source,
  }));
}

/** How an error names a file the build wrote: a page by its address, anything else by its path. */
function describeBuilt(file: string): string {
  return file.endsWith(".html")
    ? `the page ${cleanUrl(file)} (${file})`
    : `the built file /${file}`;
}

/**
 * What the build wrote that `file` would shadow: the same path, an HTML file with the same clean
 * URL (`about.html` and the route `/about`), or a folder of the build at its path (`about`).
 */
function shadowedBy(file: string, built: ReadonlySet<string>): string | undefined {
  if (built.has(file)) return file;
  const url = file.endsWith(".html") ? cleanUrl(file) : undefined;
  for (const other of built) {
    if (other.startsWith(`${file}/`)) return other;
    if (url !== undefined && other.endsWith(".html") && cleanUrl(other) === url) return other;
  }
  return undefined;
}

/**
 * Copies `files` into the build in `outDir`, once every page, asset and SEO file is written (the
 * service worker's `/sw.js`, written after, counts as written).
 * @throws BrandError naming each public file and the route or built file it would shadow, before
 *   copying any
 */
export async function copyPublicFiles(
  outDir: string,
  files: readonly PublicFile[],
  brand: string,
): Promise<void> {
  if (files.length === 0) return;
  const built = new Set(
    (await readdir(outDir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(outDir, path.join(entry.parentPath, entry.name)))
      .map((file) => file.split(path.sep).join("/")),
  );
  built.add(SERVICE_WORKER_URL.slice(1));
  const clashes = files.flatMap((file) => {
    const other = shadowedBy(file.path, built);
    return other === undefined
      ? []
      : [`${shownPath(file.source)} would shadow ${describeBuilt(other)}`];
  });
  if (clashes.length > 0) {
    throw new BrandError(
      `Brand '${brand}': a file served verbatim may not take the address of what the build writes; rename or remove it:\n${clashes.map((line) => `  - ${line}`).join("\n")}`,
    );
  }
  for (const file of files) {
    const target = path.join(outDir, ...file.path.split("/"));
    await mkdir(path.dirname(target), { recursive: true });
    await copyFile(file.source, target);
  }
}
