import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdir, readdir, readFile, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { formatWithBiome } from "../../scripts/lib/formatWithBiome";
import { repoRoot } from "../../scripts/lib/repoRoot";
import { FONT_CACHE_DIR } from "../../scripts/siteBuild/fonts/subsetFontFaces";
import { IMAGE_CACHE_DIR } from "../../scripts/siteBuild/images/responsiveImages";
import { sectionCopyKeys } from "../../src/sections/registry";
import { FIXTURE_BRANDS_DIR } from "./brands";

/**
 * The recipes of docs/extending.md (a brand, a page, a locale), applied to a copy of the
 * repository the way a maintainer follows them: by editing data files only.
 */

type Json = Record<string, unknown>;

const readJson = async (file: string): Promise<Json> => JSON.parse(await readFile(file, "utf8"));
/** Writes `value` as the formatter would leave it, so `biome ci` (npm test) passes afterwards. */
const writeJson = async (file: string, value: unknown) =>
  writeFile(file, await formatWithBiome(JSON.stringify(value, null, 2), file));

/** A JSON object's field that must be an object (a manifest's `theme`, `header`). */
function objectField(value: Json, field: string): Json {
  const inner = value[field];
  if (typeof inner !== "object" || inner === null || Array.isArray(inner)) {
    throw new Error(`expected an object at '${field}'`);
  }
  return Object.fromEntries(Object.entries(inner));
}

/** A JSON object's field that must be a list (a manifest's `pages`, `locales`). */
function listField(value: Json, field: string): unknown[] {
  const inner = value[field];
  if (!Array.isArray(inner)) throw new Error(`expected a list at '${field}'`);
  return inner;
}

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Copies the finished entries of the repository's image and font caches into the same folders
 * under `dir`. An entry is named by its source's content and the encoder's or cutter's settings,
 * so the copy reuses what this run's builds encoded and cut (its unit tests would otherwise
 * encode every image of the default brand again: about 25 s of CPU), and what the copy adds
 * stays in the copy. A file still being written (`*.tmp`, renamed into place when done) and the
 * lock of an entry being made (`*.lock`, scripts/lib/cacheEntry.ts) are left out; a cache no
 * build has made yet is skipped.
 */
async function copyCaches(dir: string): Promise<void> {
  for (const cache of [IMAGE_CACHE_DIR, FONT_CACHE_DIR].filter((cache) => existsSync(cache))) {
    await cp(cache, path.join(dir, path.relative(repoRoot, cache)), {
      recursive: true,
      filter: (source) => !/\.(tmp|lock)$/.test(source),
    });
  }
}

/**
 * Copies the working tree of the repository (tracked files and new ones git does not ignore, as
 * they are now, not as committed) into `dir`, with `node_modules` linked rather than copied and
 * the image and font caches' entries copied (`copyCaches`).
 */
export async function copyWorkingTree(dir: string): Promise<void> {
  const listed = execFileSync(
    "git",
    ["ls-files", "-z", "--cached", "--others", "--exclude-standard", "--deduplicate"],
    { cwd: repoRoot, encoding: "utf8" },
  );
  const deleted = new Set(
    execFileSync("git", ["ls-files", "-z", "--deleted"], { cwd: repoRoot, encoding: "utf8" })
      .split("\0")
      .filter(Boolean),
  );
  for (const file of listed.split("\0").filter(Boolean)) {
    if (deleted.has(file)) continue;
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await cp(path.join(repoRoot, file), path.join(dir, file), { verbatimSymlinks: true });
  }
  await symlink(path.join(repoRoot, "node_modules"), path.join(dir, "node_modules"), "dir");
  await copyCaches(dir);
}

/**
 * "A brand": copies the fixture brand to `brands/<id>/`, points its `$schema` line at the
 * schema beside the brands, and gives it its own name and address.
 * (The recipe's last step, `npm run firebase-json`, is the caller's: it runs the real script.)
 */
export async function addBrand(root: string, id: string): Promise<void> {
  const dir = path.join(root, "brands", id);
  await cp(path.join(FIXTURE_BRANDS_DIR, "fixture"), dir, { recursive: true });
  const manifestFile = path.join(dir, "manifest.json");
  const manifest = await readJson(manifestFile);
  await writeJson(manifestFile, {
    ...manifest,
    $schema: "../manifest.schema.json",
    name: `Recipe ${id}`,
    siteUrl: `https://${id}.example`,
  });
}

/**
 * "A page": adds a page of one hero section at `route` to the brand's manifest, a header link to
 * it, and its copy (head, heading, text, link label) in every locale the brand has.
 * @returns the page's key
 */
export async function addPage(root: string, brand: string, route: string): Promise<string> {
  const dir = path.join(root, "brands", brand);
  const manifestFile = path.join(dir, "manifest.json");
  const manifest = await readJson(manifestFile);
  // A copy key is dotted camelCase words: `/recipe-page` → `recipePage`.
  const name = route.slice(1).replace(/[-/](\w)/g, (_dash, letter: string) => letter.toUpperCase());
  const key = `page.${name}`;
  const hero = { type: "hero" as const, key: `${name}.hero` };
  const page = { path: route, key, sections: [hero] };
  const heroKeys = sectionCopyKeys(hero, "pages.new.sections.0").map((needed) => needed.key);
  const header = objectField(manifest, "header");
  const links = [...listField(header, "links"), { label: `nav.${name}`, to: route }];
  await writeJson(manifestFile, {
    ...manifest,
    header: { ...header, links },
    pages: [...listField(manifest, "pages"), page],
  });
  for (const locale of listField(manifest, "locales")) {
    const copyFile = path.join(dir, "locales", String(locale), "translation.json");
    const copy = await readJson(copyFile);
    await writeJson(copyFile, {
      ...copy,
      [`nav.${name}`]: `Recipe page (${locale})`,
      [`${key}.title`]: `Recipe page (${locale})`,
      [`${key}.description`]: `A page added by the recipe, in ${locale}.`,
      ...Object.fromEntries(heroKeys.map((heroKey) => [heroKey, `${heroKey} (${locale})`])),
    });
  }
  return key;
}

/**
 * "A locale": `locale` for every brand in `brands/`, with shared strings of its own in
 * `src/locales/<locale>/` (written from the shared strings of `from`, as a translator would
 * start), each brand's copy written from its `from` copy with `locale.name` set to `name`, the
 * locale added to the manifest's `locales`, and to every face and font stack the brand has for
 * `from`'s script.
 */
export async function addLocale(
  root: string,
  locale: string,
  from: string,
  name: string,
): Promise<void> {
  const sharedDir = path.join(root, "src", "locales");
  await mkdir(path.join(sharedDir, locale), { recursive: true });
  await cp(
    path.join(sharedDir, from, "translation.json"),
    path.join(sharedDir, locale, "translation.json"),
  );
  const brandsDir = path.join(root, "brands");
  for (const entry of await readdir(brandsDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const dir = path.join(brandsDir, entry.name);
    const copy = await readJson(path.join(dir, "locales", from, "translation.json"));
    await mkdir(path.join(dir, "locales", locale), { recursive: true });
    await writeJson(path.join(dir, "locales", locale, "translation.json"), {
      ...copy,
      "locale.name": name,
    });
    const manifestFile = path.join(dir, "manifest.json");
    const manifest = await readJson(manifestFile);
    const theme = objectField(manifest, "theme");
    const faces = Array.isArray(theme.fontFaces)
      ? theme.fontFaces.map((face: unknown) =>
          isObject(face) && Array.isArray(face.locales) && face.locales.includes(from)
            ? { ...face, locales: [...face.locales, locale] }
            : face,
        )
      : undefined;
    const typography = isObject(theme.localeTypography) ? theme.localeTypography : undefined;
    await writeJson(manifestFile, {
      ...manifest,
      locales: [...listField(manifest, "locales"), locale],
      theme: {
        ...theme,
        ...(faces ? { fontFaces: faces } : {}),
        ...(typography?.[from]
          ? { localeTypography: { ...typography, [locale]: typography[from] } }
          : {}),
      },
    });
  }
}
