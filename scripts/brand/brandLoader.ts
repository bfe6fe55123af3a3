import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { z } from "zod";
import type { Manifest } from "../../src/brand/manifestSchema.ts";
import { NOTICE_KEYS } from "../../src/brand/noticeCopy.ts";
import { priceCopy } from "../../src/brand/priceCopy.ts";
import type { CopyStrings, LocaleResources } from "../../src/i18n/createI18n.ts";
import { UserError } from "../lib/commandLine.ts";
import { jsonSyntaxError } from "../lib/jsonSyntaxError.ts";
import { repoRoot } from "../lib/repoRoot.ts";
import { unicodeRangeCodePoints } from "../lib/unicodeRange.ts";
import { parseManifest } from "./manifestIssues.ts";
import { missingCopy } from "./missingCopy.ts";
import { brandNotices } from "./noticeVersions.ts";
import { uncoveredScripts } from "./scriptCoverage.ts";
import { untranslatedCopy, unusedCopy } from "./untranslatedCopy.ts";

/**
 * The one module that reads `brands/`. Brand ids are the folders that hold a `manifest.json`, so a
 * new brand is a new folder and nothing else.
 */

/** `brands/` at the top of the repository. */
export const DEFAULT_BRANDS_DIR = path.join(repoRoot, "brands");

/**
 * A brand's names and terms that stay as they are in every language (a JSON list of strings):
 * what the untranslated-copy check (`untranslatedCopy`) lets a locale show as another does.
 */
const SAME_IN_EVERY_LOCALE_FILE = "sameInEveryLocale.json";

/** Shared default copy strings, which a brand's own strings override key by key. */
const SHARED_LOCALES_DIR = path.join(repoRoot, "src", "locales");

/** A brand that cannot be built; the message names the brand, the field and the brands there are. */
export class BrandError extends UserError {
  override name = "BrandError";
}

/** Everything the build needs of one brand, validated. */
export interface LoadedBrand {
  id: string;
  /** Absolute path of `brands/<id>/`. */
  dir: string;
  manifest: Manifest;
  /** Copy strings per locale: shared defaults overlaid by the brand's own. */
  resources: LocaleResources;
  /**
   * Absolute file of every asset the manifest names, keyed as written (`assets/logo.svg`); font
   * faces from an @fontsource package resolve into node_modules.
   */
  assetFiles: ReadonlyMap<string, string>;
  /**
   * What the build reports, and refuses under `--strict` or in CI: strings a locale shows exactly
   * as another locale has them (`untranslatedCopy`), and keys of the brand's locale files that
   * nothing shows (`unusedCopy`). One line each.
   */
  copyWarnings: string[];
}

/** The copy keys the build fills with each form's notice version (`brandNotices`). */
const NOTICE_VERSION_KEYS = new Set(Object.values(NOTICE_KEYS).map((keys) => keys.version));

const copyStringsSchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

/** The ids of the brands in `brandsDir`, sorted. */
export async function listBrands(brandsDir: string = DEFAULT_BRANDS_DIR): Promise<string[]> {
  const entries = await readdir(brandsDir, { withFileTypes: true }).catch(() => []);
  return entries
    .filter(
      (entry) =>
        entry.isDirectory() && existsSync(path.join(brandsDir, entry.name, "manifest.json")),
    )
    .map((entry) => entry.name)
    .sort();
}

/**
 * Each brand's `locales` as its manifest lists them, read without loading or validating the rest
 * (for a command's `--help`); a brand whose manifest has no list of strings there is left out.
 */
export async function brandLocales(
  brandsDir: string = DEFAULT_BRANDS_DIR,
): Promise<Record<string, readonly string[]>> {
  const locales = z.object({ locales: z.array(z.string()) });
  const entries = await Promise.all(
    (await listBrands(brandsDir)).map(async (id) => {
      const text = await readFile(path.join(brandsDir, id, "manifest.json"), "utf8");
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        return [];
      }
      const parsed = locales.safeParse(json);
      return parsed.success ? [[id, parsed.data.locales] as const] : [];
    }),
  );
  return Object.fromEntries(entries.flat());
}

async function readJson(file: string, what: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch {
    throw new BrandError(`${what}: ${file} is missing`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new BrandError(`${what}: ${file} is not valid JSON: ${jsonSyntaxError(text, error)}`);
  }
}

async function readCopyStrings(file: string, what: string): Promise<CopyStrings> {
  const parsed = copyStringsSchema.safeParse(await readJson(file, what));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BrandError(
      `${what}: ${file} must map flat dotted keys to strings or lists of strings` +
        (issue ? ` (at '${issue.path.join(".")}': ${issue.message})` : ""),
    );
  }
  return parsed.data;
}

/** Every `assets/...` string in the manifest, with the dotted path of its field. */
function findAssetFields(value: unknown, field = ""): Array<{ field: string; asset: string }> {
  if (typeof value === "string")
    return value.startsWith("assets/") ? [{ field, asset: value }] : [];
  if (Array.isArray(value))
    return value.flatMap((item, index) => findAssetFields(item, `${field}.${index}`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) =>
      findAssetFields(item, field ? `${field}.${key}` : key),
    );
  }
  return [];
}

/**
 * The copy strings of each of the manifest's locales: the shared defaults of that locale
 * (`src/locales/<locale>/`, optional: a locale without them brings every string itself) overlaid
 * by the brand's own (`brands/<id>/locales/<locale>/`), the prices formatted for it and its
 * forms' notice versions (`brandNotices`); a brand listing a service with shared copy of its own
 * (`src/locales/<locale>/<service>.json`) gets that too.
 * @throws BrandError when a locale file is missing or malformed, the brand has a locale folder its
 *   manifest does not list, or a locale lacks copy its pages show (`missingCopy`: one message
 *   naming every such locale and key), or a locale file sets a notice version
 */
async function loadLocales(
  id: string,
  dir: string,
  manifest: Manifest,
  sharedDir: string,
): Promise<{ resources: LocaleResources; own: Record<string, CopyStrings> }> {
  const what = `Brand '${id}'`;
  const folders = await readdir(path.join(dir, "locales"), { withFileTypes: true }).catch(() => []);
  const unlisted = folders
    .filter((entry) => entry.isDirectory() && !manifest.locales.includes(entry.name))
    .map((entry) => entry.name);
  if (unlisted.length > 0) {
    throw new BrandError(
      `${what} has locale folders its manifest does not list: ${unlisted.map((name) => `locales/${name}/`).join(", ")}. ` +
        `Add them to "locales" (now ${manifest.locales.join(", ")}) or remove them.`,
    );
  }

  const resources: Record<string, { translation: CopyStrings }> = {};
  const ownStrings: Record<string, CopyStrings> = {};
  for (const locale of manifest.locales) {
    const sharedFile = path.join(sharedDir, locale, "translation.json");
    const shared = existsSync(sharedFile)
      ? await readCopyStrings(sharedFile, "Shared copy strings")
      : {};
    // Shared copy only brands that list a service get (src/locales/<locale>/<service>.json: the
    // privacy policy's words about App Check), so no other brand ships it.
    let serviceCopy: CopyStrings = {};
    for (const service of manifest.services) {
      const file = path.join(sharedDir, locale, `${service}.json`);
      if (existsSync(file)) {
        serviceCopy = { ...serviceCopy, ...(await readCopyStrings(file, "Shared copy strings")) };
      }
    }
    const ownFile = path.join(dir, "locales", locale, "translation.json");
    const own = await readCopyStrings(ownFile, what);
    ownStrings[locale] = own;
    for (const [file, strings] of [
      [sharedFile, shared],
      [ownFile, own],
    ] as const) {
      const computed = Object.keys(strings).find((key) => NOTICE_VERSION_KEYS.has(key));
      if (computed !== undefined) {
        throw new BrandError(
          `${what}: ${file} sets '${computed}', which the build computes from the notice's text; remove it`,
        );
      }
    }
    // Prices are formatted here, at build time, rather than with Intl in the browser.
    resources[locale] = {
      translation: { ...shared, ...serviceCopy, ...own, ...priceCopy(manifest, locale) },
    };
  }

  const missing = missingCopy(manifest, resources);
  if (missing.length > 0) {
    throw new BrandError(
      `${what} is missing copy strings (a locale's own in locales/<locale>/translation.json, strings several brands share in src/locales/<locale>/):\n${missing.map((line) => `  - ${line}`).join("\n")}`,
    );
  }
  // Each form's notice version, computed from the notice's text in that locale (the form sends
  // it with what it stores and mails), so it travels with the notice's copy.
  for (const notice of brandNotices(manifest, resources)) {
    const locale = resources[notice.locale];
    if (locale) {
      locale.translation = {
        ...locale.translation,
        [NOTICE_KEYS[notice.form].version]: notice.version,
      };
    }
  }
  return { resources, own: ownStrings };
}

/** The names and terms a brand writes the same in every language (`sameInEveryLocale.json`). */
async function readSameInEveryLocale(dir: string, what: string): Promise<string[]> {
  const file = path.join(dir, SAME_IN_EVERY_LOCALE_FILE);
  if (!existsSync(file)) return [];
  const parsed = z.array(z.string().min(1)).safeParse(await readJson(file, what));
  if (!parsed.success) throw new BrandError(`${what}: ${file} must be a list of strings`);
  return parsed.data;
}

/**
 * One brand's manifest, validated, without its copy or assets: for a tool that helps complete a
 * locale the full load would refuse (`npm run missing-copy`).
 * @throws BrandError when the brand does not exist or its manifest is not JSON or is invalid
 */
export async function loadManifest(
  id: string,
  brandsDir: string = DEFAULT_BRANDS_DIR,
): Promise<Manifest> {
  const ids = await listBrands(brandsDir);
  const choices = `Brands in ${brandsDir}: ${ids.join(", ") || "(none)"}.`;
  if (!ids.includes(id)) throw new BrandError(`Unknown brand '${id}'. ${choices}`);
  const file = path.join(brandsDir, id, "manifest.json");
  const parsed = parseManifest(await readJson(file, `Brand '${id}'`));
  if (!parsed.success) {
    const lines = parsed.problems.map((problem) => `  - ${problem}`);
    throw new BrandError(
      `Brand '${id}' has an invalid manifest (${file}):\n${lines.join("\n")}\n${choices}`,
    );
  }
  // The `$schema` line is for editors; the site has no use for it.
  const { $schema: _editorSchema, ...manifest } = parsed.manifest;
  return manifest;
}

/**
 * A locale's copy files as they are now, none required: the shared ones by file name
 * (`src/locales/<locale>/translation.json` and, for each service the brand lists,
 * `<service>.json`) and the brand's own (`brands/<id>/locales/<locale>/translation.json`).
 * @throws BrandError when a file that is there is malformed
 */
export async function readLocaleCopy(
  id: string,
  manifest: Manifest,
  locale: string,
  options: { brandsDir?: string; sharedLocalesDir?: string } = {},
): Promise<{ shared: Record<string, CopyStrings>; own: CopyStrings }> {
  const sharedDir = options.sharedLocalesDir ?? SHARED_LOCALES_DIR;
  const brandsDir = options.brandsDir ?? DEFAULT_BRANDS_DIR;
  const ownFile = path.join(brandsDir, id, "locales", locale, "translation.json");
  const shared: Record<string, CopyStrings> = {};
  for (const name of ["translation", ...manifest.services].map((base) => `${base}.json`)) {
    const file = path.join(sharedDir, locale, name);
    if (existsSync(file)) shared[name] = await readCopyStrings(file, "Shared copy strings");
  }
  const own = existsSync(ownFile) ? await readCopyStrings(ownFile, `Brand '${id}'`) : {};
  return { shared, own };
}

/**
 * Loads and validates one brand.
 * @param id a folder name under `brandsDir`
 * @param options `requireAssets: false` lists asset files without checking that they exist, for
 *   scripts that create them (scripts/artwork/renderShareImage.ts) or that read a brand as an
 *   earlier commit had it (scripts/notices/notices.ts); `sharedLocalesDir` is where
 *   the shared copy strings are (default `src/locales/`), for tests that need them as they set
 * @throws BrandError when the brand does not exist, its manifest or locale files are malformed, an
 *   asset it names is missing, a copy key it needs is not in its locale files (see
 *   `loadLocales`), or a locale's copy uses a script none of its font faces draws
 *   (`uncoveredScripts`)
 */
export async function loadBrand(
  id: string,
  brandsDir: string = DEFAULT_BRANDS_DIR,
  options: { requireAssets?: boolean; sharedLocalesDir?: string } = {},
): Promise<LoadedBrand> {
  const manifest = await loadManifest(id, brandsDir);
  const dir = path.join(brandsDir, id);
  const what = `Brand '${id}'`;

  const { resources, own } = await loadLocales(
    id,
    dir,
    manifest,
    options.sharedLocalesDir ?? SHARED_LOCALES_DIR,
  );
  const copyWarnings = [
    ...untranslatedCopy(manifest, resources, await readSameInEveryLocale(dir, what)),
    ...unusedCopy(manifest, own),
  ];

  const assetFiles = new Map<string, string>();
  for (const { field, asset } of findAssetFields(manifest)) {
    const file = path.join(dir, asset);
    if (options.requireAssets !== false && !existsSync(file))
      throw new BrandError(`${what}: field '${field}' names ${asset}, which is not in ${dir}`);
    assetFiles.set(asset, file);
  }
  // Font faces may come from an installed @fontsource package rather than the brand folder.
  const require = createRequire(import.meta.url);
  for (const [index, face] of (manifest.theme.fontFaces ?? []).entries()) {
    if (face.unicodeRange !== undefined) {
      try {
        unicodeRangeCodePoints(face.unicodeRange);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new BrandError(`${what}: field 'theme.fontFaces.${index}.unicodeRange': ${reason}`);
      }
    }
    if (face.src.startsWith("assets/")) continue;
    try {
      assetFiles.set(face.src, require.resolve(face.src));
    } catch {
      throw new BrandError(
        `${what}: field 'theme.fontFaces.${index}.src' names ${face.src}, which is not installed (npm install ${face.src.split("/files/")[0]})`,
      );
    }
  }

  const unreadable = await uncoveredScripts(manifest, resources, assetFiles);
  if (unreadable.length > 0) {
    throw new BrandError(
      `${what} has copy in a script its fonts do not draw (a visitor's device may have no font for it, and would show boxes):\n${unreadable.map((line) => `  - ${line}`).join("\n")}`,
    );
  }

  return { id, dir, manifest, resources, assetFiles, copyWarnings };
}
