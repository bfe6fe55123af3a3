import path from "node:path";
import {
  brandOption,
  type CommandHelp,
  chosenBrand,
  commandLineOrExit,
  invalidArgument,
  orExit,
} from "../lib/commandLine.ts";
import { DEFAULT_BRAND } from "./defaultBrand.ts";
import type { NeededString } from "./localeCopyNeeds.ts";

/**
 * `npm run missing-copy -- --brand <id>|all --locale <locale>`: the strings a locale needs, each
 * under the file it goes in (the shared strings once in src/locales/<locale>/ for every brand, a
 * brand's own in its locale file), with the default locale's text to translate; what the locale
 * has already is counted, not listed (docs/extending.md, "To add a locale").
 */
const help: CommandHelp = {
  name: "missing-copy",
  invocation: "npm run missing-copy --",
  summary:
    "Lists the copy strings a locale still needs, per file: the shared ones (src/locales/<locale>/, once for every brand) and each brand's own, with the default locale's text to translate.",
  options: {
    brand: brandOption(process.env, DEFAULT_BRAND, "the brand, or every brand", "<id>|all"),
    locale: { type: "string", value: "<locale>", description: "the locale, e.g. mr (required)" },
  },
  example: "npm run missing-copy -- --brand all --locale mr",
};

const { values } = commandLineOrExit(process.argv.slice(2), help);
// Loaded once the command line is read: --help answers without the brand loader.
const [{ listBrands, loadManifest, readLocaleCopy }, { localeCopyNeeds }] = await Promise.all([
  import("./brandLoader.ts"),
  import("./localeCopyNeeds.ts"),
]);
await orExit(async () => {
  const locale = typeof values.locale === "string" ? values.locale : undefined;
  if (locale === undefined || !/^[a-z]{2,3}$/.test(locale)) {
    throw invalidArgument("--locale takes a language code such as mr.", help);
  }
  const brand = chosenBrand(values.brand, process.env, DEFAULT_BRAND);
  const brands = brand === "all" ? await listBrands() : [brand];
  // Shared strings go once in src/locales/<locale>/ for every brand: the union of what each needs.
  const shared = new Map<string, Map<string, NeededString>>();
  const own: string[] = [];
  for (const id of brands) {
    const manifest = await loadManifest(id);
    const withLocale = manifest.locales.includes(locale)
      ? manifest
      : { ...manifest, locales: [...manifest.locales, locale] };
    const now = await readLocaleCopy(id, manifest, locale);
    const needs = localeCopyNeeds(
      withLocale,
      await readLocaleCopy(id, manifest, manifest.defaultLocale),
      { ...Object.assign({}, ...Object.values(now.shared)), ...now.own },
    );
    for (const need of needs) {
      if (need.sharedFile === undefined) continue;
      const file = shared.get(need.sharedFile) ?? new Map<string, NeededString>();
      shared.set(need.sharedFile, file.set(need.key, need));
    }
    const file = path.join("brands", id, "locales", locale, "translation.json");
    own.push(
      ...section(
        file,
        needs.filter(({ sharedFile }) => sharedFile === undefined),
      ),
    );
  }
  const sharedLines = [...shared].flatMap(([name, needs]) =>
    section(path.join("src", "locales", locale, name), [...needs.values()]),
  );
  console.log([...sharedLines, ...own].join("\n"));
});

/** A file's heading (how many strings, how many missing) and its missing strings, one a line. */
function section(file: string, needs: readonly NeededString[]): string[] {
  const missing = needs.filter(({ present }) => !present);
  return [
    `${file}: ${needs.length} strings, ${missing.length} missing`,
    ...missing.map(({ key, source }) => `  ${key}  ${[source].flat().join(" / ")}`),
    "",
  ];
}
