import type { LoadedBrand } from "../../scripts/brand/brandLoader";

/**
 * A string of a brand's copy in `locale`, as its build has it (the shared defaults under the
 * brand's own), for a test to find or compare what a page shows.
 * @throws Error when that locale's copy has no string under `key`
 */
export function brandCopy(
  brand: Pick<LoadedBrand, "id" | "resources">,
  locale: string,
  key: string,
): string {
  const value = brand.resources[locale]?.translation[key];
  if (typeof value !== "string")
    throw new Error(`no string '${key}' in ${brand.id}'s ${locale} copy`);
  return value;
}
