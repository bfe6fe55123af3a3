import { cp, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { repoRoot } from "../lib/repoRoot.ts";

/** The brand the generated one grows from: the fixture brand (tests/fixtures/brands/). */
const FIXTURE_DIR = path.join(repoRoot, "tests/fixtures/brands/fixture");
/** The fixture page each generated page copies, sections and copy alike. */
const MODEL_PAGE = "page.breads";
/** The copy keys of the model page: its title and description, and its sections' keys. */
const MODEL_KEYS = /^(page\.breads|breads)\./;

/** A JSON object read from `file`; throws when the file holds anything else. */
async function readObject(file: string): Promise<Record<string, unknown>> {
  const value: unknown = JSON.parse(await readFile(file, "utf8"));
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new Error(`${file} holds no JSON object`);
  return { ...value };
}

/**
 * Writes a brand of `pages` pages under `brandsDir/<id>/`, grown from the fixture brand: its two
 * pages, then copies of its breads page at `/bakes/<n>` (key `page.bake<n>`, sections and copy
 * keys `bake<n>.…`) with the copy of every locale numbered, so the build has as many distinct
 * page chunks as a real site of that size.
 * @param pages at least 2 (the fixture's own)
 * @throws RangeError when `pages` is below 2 or not an integer
 */
export async function writeGeneratedBrand(
  brandsDir: string,
  id: string,
  pages: number,
): Promise<void> {
  if (!Number.isInteger(pages) || pages < 2)
    throw new RangeError(`a generated brand has 2 pages or more, not ${pages}`);
  const dir = path.join(brandsDir, id);
  await cp(FIXTURE_DIR, dir, { recursive: true });
  const manifestFile = path.join(dir, "manifest.json");
  const manifest = await readObject(manifestFile);
  const own = JSON.stringify(manifest.pages);
  const fixturePages: unknown = JSON.parse(own);
  if (!Array.isArray(fixturePages)) throw new Error(`${manifestFile} has no pages`);
  const model = JSON.stringify(fixturePages.find((page) => page?.key === MODEL_PAGE));
  const numbers = Array.from({ length: pages - fixturePages.length }, (_, index) => index + 1);
  const grown = numbers.map((n) =>
    JSON.parse(
      model
        .replace('"/breads"', `"/bakes/${n}"`)
        .replaceAll('"page.breads"', `"page.bake${n}"`)
        .replaceAll('"breads.', `"bake${n}.`),
    ),
  );
  await writeFile(
    manifestFile,
    JSON.stringify({ ...manifest, pages: [...fixturePages, ...grown] }),
  );
  const locales = manifest.locales;
  if (!Array.isArray(locales)) throw new Error(`${manifestFile} has no locales`);
  for (const locale of locales) {
    const file = path.join(dir, "locales", String(locale), "translation.json");
    const copy = await readObject(file);
    const modelCopy = Object.entries(copy).filter(([key]) => MODEL_KEYS.test(key));
    for (const n of numbers) {
      for (const [key, value] of modelCopy) {
        const name = key
          .replace(/^page\.breads\./, `page.bake${n}.`)
          .replace(/^breads\./, `bake${n}.`);
        copy[name] = `${String(value)} ${n}`;
      }
    }
    await writeFile(file, JSON.stringify(copy, null, 2));
  }
}
