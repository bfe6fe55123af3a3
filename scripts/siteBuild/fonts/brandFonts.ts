/**
 * The brand's font files: the file each face is served from, the built files to preload, and each
 * page's own faces cut to its copy.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Rolldown } from "vite";
import { pageFontsToCss } from "../../../src/brand/pageFontsToCss.ts";
import type { FontFace, Theme } from "../../../src/brand/schemas/theme.ts";
import type { ServedFontFace } from "../../../src/brand/themeToCss.ts";
import type { LocaleResources } from "../../../src/i18n/createI18n.ts";
import type { LoadedBrand } from "../../brand/brandLoader.ts";
import { manifestStrings } from "../../brand/manifestStrings.ts";
import { split } from "../plugins/brandModules.ts";
import type { PageFonts } from "../prerender/routeChunks.ts";
import { copyStrings } from "./copyStrings.ts";
import { pageFontFaces } from "./pageFontFaces.ts";
import { subsetFontFaces } from "./subsetFontFaces.ts";

/** Per loaded brand: a build's stylesheet and its preload links ask once; the dev server reloads. */
const servedFontsOf = new WeakMap<LoadedBrand, Promise<(face: FontFace) => ServedFontFace>>();

/**
 * Where each font face is served from, as the absolute path of its file (its subset,
 * scripts/siteBuild/fonts/subsetFontFaces.ts, or for a face without a `unicodeRange` its file), and the
 * range it is used for.
 */
export function servedFontFiles(brand: LoadedBrand): Promise<(face: FontFace) => ServedFontFace> {
  const known = servedFontsOf.get(brand);
  if (known) return known;
  const served = subsetFontFaces(brand).then((subsets) => (face: FontFace): ServedFontFace => {
    const subset = subsets.get(face);
    return subset
      ? { url: subset.file, unicodeRange: subset.unicodeRange }
      : { url: brand.assetFiles.get(face.src) ?? face.src };
  });
  servedFontsOf.set(brand, served);
  return served;
}

/**
 * The bundle's files (`assets/…`) built from `files` (absolute paths of served font files), in
 * the bundle's order.
 */
export function fontAssets(bundle: Rolldown.OutputBundle, root: string, files: string[]): string[] {
  const wanted = new Set(files);
  return Object.values(bundle)
    .filter(
      (output) =>
        output.type === "asset" &&
        output.originalFileNames.some((file) => wanted.has(path.resolve(root, file))),
    )
    .map((output) => output.fileName);
}

/**
 * Emits each page's own faces in `locale` (scripts/siteBuild/fonts/pageFontFaces.ts), cut to the copy its
 * route loads (the chrome's, the page's, what its pages show from the manifest: the values they
 * interpolate and the addresses, and every locale's name, which the language switch shows), and
 * the stylesheet that declares them
 * (src/brand/pageFontsToCss.ts).
 * @param theme the brand's theme as the build serves it: its stacks name the fallback faces
 *   (scripts/siteBuild/fonts/fallbackFaces.ts), which the page's stacks keep
 * @param base the site's base path without its trailing slash, before `/assets/…`
 * @returns page key → its faces' files and stylesheet, for the pages that have any
 */
export async function emitPageFonts(
  context: Rolldown.PluginContext,
  brand: LoadedBrand,
  theme: Theme,
  locale: string,
  base: string,
): Promise<Record<string, PageFonts>> {
  const shared = split(brand);
  const stringsOf = (resources: LocaleResources) =>
    copyStrings(resources, [locale]).get(locale) ?? [];
  const chrome = [
    ...stringsOf(shared.resources),
    // The offline page's, which only the prerender renders, with the chrome's faces.
    ...stringsOf(shared.prerenderResources),
    ...manifestStrings(brand.manifest, locale),
    ...Object.values(shared.manifest.localeNames),
  ];
  const pages: Record<string, PageFonts> = {};
  for (const [key, chunk] of shared.pages) {
    const cuts = await pageFontFaces(brand, locale, [...chrome, ...stringsOf(chunk.resources)]);
    if (cuts.length === 0) continue;
    const faces = await Promise.all(
      cuts.map(async ({ face, file, unicodeRange }) => {
        const reference = context.emitFile({
          type: "asset",
          name: path.basename(file),
          originalFileName: file,
          source: await readFile(file),
        });
        return { face, fileName: context.getFileName(reference), unicodeRange };
      }),
    );
    const css = pageFontsToCss(
      theme,
      locale,
      faces.map(({ face, fileName, unicodeRange }) => ({
        face,
        served: { url: `${base}/${fileName}`, unicodeRange },
      })),
    );
    const stylesheet = context.emitFile({ type: "asset", name: "page-fonts.css", source: css });
    pages[key] = {
      fonts: faces.map(({ fileName }) => fileName),
      stylesheet: context.getFileName(stylesheet),
    };
  }
  return pages;
}
