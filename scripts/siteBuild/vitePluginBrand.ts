import { createHash } from "node:crypto";
import { access, readFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin, ResolvedConfig, Rolldown } from "vite";
import { copyVariables } from "../../src/brand/copyVariables.ts";
import { pageFontsToCss } from "../../src/brand/pageFontsToCss.ts";
import { type Footer, footerSchema } from "../../src/brand/schemas/footer.ts";
import type { FontFace } from "../../src/brand/schemas/theme.ts";
import {
  pageModule as localePageModule,
  pageSectionTypes,
  type SplitBrand,
  splitBrand,
} from "../../src/brand/splitBrand.ts";
import { fontFacesToCss, type ServedFontFace, themeToCss } from "../../src/brand/themeToCss.ts";
import { perViewStylesheet } from "../../src/components/slider/perView.ts";
import type { LocaleResources } from "../../src/i18n/createI18n.ts";
import { type Section, sectionSchema } from "../../src/sections/registry.ts";
import { type LoadedBrand, loadBrand } from "../brand/brandLoader.ts";
import { copyStrings } from "./copyStrings.ts";
import { imageMediaType } from "./imageMediaType.ts";
import { isCutPerPage, pageFontFaces } from "./pageFontFaces.ts";
import {
  IMAGE_CACHE_DIR,
  type MeasuredImage,
  measureImages,
  RASTER_IMAGE,
  VECTOR_IMAGE,
} from "./responsiveImages.ts";
import {
  type ChunkId,
  type PageFonts,
  ROUTE_CHUNKS_FILE,
  type RouteChunks,
  routeChunks,
} from "./routeChunks.ts";
import { subsetFontFaces } from "./subsetFontFaces.ts";
import { svgDataUrl } from "./svgDataUrl.ts";

const BRAND_ID = "virtual:brand";
/** `virtual:brand-route/<locale>/<page key>`: one page's chunk in one locale. */
const ROUTE_PREFIX = "virtual:brand-route/";
/** `virtual:brand-copy/<locale>`: the chrome's copy strings in one locale. */
const COPY_PREFIX = "virtual:brand-copy/";
const THEME_ID = "virtual:brand-theme.css";
const FOOTER_ID = "virtual:brand-footer";
/** Where each footer variant's component lives: `<dir>/<Variant>Footer.tsx`, exporting `<Variant>Footer`. */
const FOOTER_DIR = "src/layout/footer";
const SECTIONS_ID = "virtual:brand-sections";
/** Where each section type's component lives: `<dir>/<type>/<Type>Section.tsx`, exporting `<Type>Section`. */
const SECTIONS_DIR = "src/sections";
// Vite's convention for virtual modules: a \0 prefix keeps other plugins off them.
const resolved = (id: string) => `\0${id}`;

const isImage = (file: string) => RASTER_IMAGE.test(file) || VECTOR_IMAGE.test(file);

/**
 * Measures the brand's images and encodes the variants not yet in `.cache/images/`, several images
 * at a time, saying in one line how many when there are any (a first build's wait).
 */
function measureBrandImages(brand: LoadedBrand): Promise<Map<string, MeasuredImage>> {
  const files = [...brand.assetFiles.values()].filter(isImage);
  return measureImages(files, IMAGE_CACHE_DIR, {
    onEncode: (images, variants) =>
      console.log(
        `encoding ${variants} variants of ${images} image${images === 1 ? "" : "s"} for ${brand.id} (cached in .cache/images/; only new or changed files are encoded)`,
      ),
  });
}

/** Per loaded brand: a build's stylesheet and its preload links ask once; the dev server reloads. */
const servedFontsOf = new WeakMap<LoadedBrand, Promise<(face: FontFace) => ServedFontFace>>();

/**
 * Where each font face is served from, as the absolute path of its file (its subset,
 * scripts/siteBuild/subsetFontFaces.ts, or for a face without a `unicodeRange` its file), and the
 * range it is used for.
 */
function servedFontFiles(brand: LoadedBrand): Promise<(face: FontFace) => ServedFontFace> {
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
function fontAssets(bundle: Rolldown.OutputBundle, root: string, files: string[]): string[] {
  const wanted = new Set(files);
  return Object.values(bundle)
    .filter(
      (output) =>
        output.type === "asset" &&
        output.originalFileNames.some((file) => wanted.has(path.resolve(root, file))),
    )
    .map((output) => output.fileName);
}

/** How a module's source names built files: JS expressions for their URLs. */
interface UrlExpressions {
  /** An asset file's built URL (an imported binding, or Rollup's file URL). */
  urlOf: (file: string) => string;
  /** A string literal: the URL stem of a raster image's variants (`ImageVariants.stem`). */
  stemOf: (image: RasterImage) => string;
}

/** A measured raster image: one with variants, named after their common stem. */
type RasterImage = MeasuredImage & { stem: string };

const isRaster = (image: MeasuredImage): image is RasterImage => image.stem !== undefined;

/**
 * Source lines that export `assets` and `images` for the named assets: a raster image is in
 * `images` only, with its size and the stem and widths of its AVIF/WebP variants (its URL is its
 * widest WebP's, see `imageUrl`); any other asset has its URL in `assets`, and an SVG its
 * size in `images` too.
 */
function assetExports(
  brand: LoadedBrand,
  images: ReadonlyMap<string, MeasuredImage>,
  names: Iterable<string>,
  { urlOf, stemOf }: UrlExpressions,
): string[] {
  const assetEntries: string[] = [];
  const imageEntries: string[] = [];
  for (const name of names) {
    const file = brand.assetFiles.get(name);
    if (file === undefined) continue;
    const image = images.get(file);
    if (!image || !isRaster(image)) assetEntries.push(`${JSON.stringify(name)}: ${urlOf(file)}`);
    if (!image) continue;
    const size = `width: ${image.width}, height: ${image.height}`;
    const widths = [...new Set(image.variants.map((variant) => variant.width))];
    const variants = isRaster(image)
      ? `, variants: {stem: ${stemOf(image)}, widths: ${JSON.stringify(widths)}}`
      : "";
    imageEntries.push(`${JSON.stringify(name)}: {${size}${variants}}`);
  }
  return [
    `export const assets = {${assetEntries.join(", ")}};`,
    `export const images = {${imageEntries.join(", ")}};`,
  ];
}

/** Vite's default `build.assetsInlineLimit`, in bytes. */
const DEFAULT_INLINE_LIMIT = 4096;

/**
 * Whether the build inlines `file` as a data URL, as Vite's own asset imports decide it:
 * `build.assetsInlineLimit` (a size in bytes, or a function that may leave it to the size).
 */
function inlines(config: ResolvedConfig, file: string, source: Buffer): boolean {
  const limit = config.build.assetsInlineLimit;
  const decided = typeof limit === "function" ? limit(file, source) : undefined;
  if (decided !== undefined) return decided;
  return source.length < (typeof limit === "number" ? limit : DEFAULT_INLINE_LIMIT);
}

/** The site's base path without its trailing slash (`""` for `/`), to put before `/assets/...`. */
const basePath = (config: ResolvedConfig) => config.base.replace(/\/$/, "");

/** A file's URL on the dev server, as Vite gives it: from the root when inside it, else `/@fs/`. */
function devUrl(config: ResolvedConfig, file: string): string {
  const inRoot = !path.relative(config.root, file).startsWith("..");
  const url = inRoot ? `/${path.relative(config.root, file)}` : `/@fs${file}`;
  return `${basePath(config)}${url.split(path.sep).join("/")}`;
}

/**
 * The file name (under the assets directory) of an image's variants but for their
 * `-<width>.<format>` ending: the source's name and one hash of every variant's bytes, so a
 * changed variant renames them all and the URLs stay safe to cache for good.
 */
function variantStemName(image: RasterImage, sources: readonly Buffer[]): string {
  const hash = createHash("sha256");
  for (const source of sources) hash.update(source);
  return `${path.basename(image.stem)}-${hash.digest("base64url").slice(0, 8)}`;
}

/**
 * A module's source from `lines`, which name asset files and image variants through the
 * `UrlExpressions` they are given. The dev server imports each asset file and serves variants
 * from the image cache. A build emits each file once and refers to it by its file URL, or inlines
 * a small one as a data URL as Vite would (had every page's module imported the same image,
 * Rolldown would put that one-line module in a chunk of its own, one more request per route);
 * it emits an image's variants under one stem (`variantStemName`).
 * @param urls the URL expression of each file (and variant stem) this build has emitted or
 *   inlined, shared by the brand's modules; undefined on the dev server
 */
async function withAssetUrls(
  context: Rolldown.PluginContext,
  config: ResolvedConfig,
  urls: Map<string, string> | undefined,
  lines: (expressions: UrlExpressions) => string[],
): Promise<string> {
  if (!urls) {
    const imports: string[] = [];
    const body = lines({
      urlOf: (file) => {
        imports.push(`import u${imports.length} from ${JSON.stringify(file)};`);
        return `u${imports.length - 1}`;
      },
      stemOf: (image) => JSON.stringify(devUrl(config, image.stem)),
    });
    return [...imports, ...body].join("\n");
  }
  const files: string[] = [];
  const rasters: RasterImage[] = [];
  lines({
    urlOf: (file) => {
      files.push(file);
      return "";
    },
    stemOf: (image) => {
      rasters.push(image);
      return "";
    },
  });
  for (const file of new Set(files)) {
    if (urls.has(file)) continue;
    const source = await readFile(file);
    const type = imageMediaType(file);
    if (type && inlines(config, file, source)) {
      const url =
        type === "image/svg+xml"
          ? svgDataUrl(source)
          : `data:${type};base64,${source.toString("base64")}`;
      urls.set(file, JSON.stringify(url));
      continue;
    }
    const name = path.basename(file);
    const reference = context.emitFile({ type: "asset", name, originalFileName: file, source });
    urls.set(file, `import.meta.ROLLUP_FILE_URL_${reference}`);
  }
  for (const image of new Set(rasters)) {
    if (urls.has(image.stem)) continue;
    const encoded = await Promise.all(
      image.variants.map(async (variant) => ({ variant, source: await readFile(variant.file) })),
    );
    const stem = `${config.build.assetsDir}/${variantStemName(
      image,
      encoded.map(({ source }) => source),
    )}`;
    for (const { variant, source } of encoded) {
      context.emitFile({
        type: "asset",
        fileName: `${stem}-${variant.width}.${variant.format}`,
        originalFileName: variant.file,
        source,
      });
    }
    urls.set(image.stem, JSON.stringify(`${basePath(config)}/${stem}`));
  }
  return lines({
    urlOf: (file) => urls.get(file) ?? "",
    stemOf: (image) => urls.get(image.stem) ?? "",
  }).join("\n");
}

const splits = new WeakMap<LoadedBrand, SplitBrand<string>>();

/**
 * The brand split by `splitBrand`, over asset names (the modules import the files themselves);
 * once per loaded brand, since every page's module asks for it.
 */
function split(brand: LoadedBrand): SplitBrand<string> {
  const known = splits.get(brand);
  if (known) return known;
  const names = Object.fromEntries([...brand.assetFiles.keys()].map((name) => [name, name]));
  const result = splitBrand(brand.manifest, brand.resources, { assets: names, images: names });
  splits.set(brand, result);
  return result;
}

/** The id of a page's chunk in one locale: `virtual:brand-route/hi/page.home`. */
const routeId = (locale: string, key: string) =>
  `${ROUTE_PREFIX}${locale}/${encodeURIComponent(key)}`;

/**
 * The locale (and page key) a `virtual:brand-route/<locale>/<key>` or `virtual:brand-copy/<locale>`
 * id names, as resolved (with Vite's `\0` prefix); undefined for any other id.
 */
function parseChunkId(id: string): ChunkId | undefined {
  if (id.startsWith(resolved(COPY_PREFIX)))
    return { locale: id.slice(resolved(COPY_PREFIX).length) };
  if (!id.startsWith(resolved(ROUTE_PREFIX))) return undefined;
  const rest = id.slice(resolved(ROUTE_PREFIX).length);
  const slash = rest.indexOf("/");
  return { locale: rest.slice(0, slash), key: decodeURIComponent(rest.slice(slash + 1)) };
}

/**
 * The source of `virtual:brand`: what every route needs whatever its locale (the manifest
 * without the pages' sections, the chrome's assets), `copyChunks`, the loader of the chrome's
 * copy in each locale, and `pageChunks`, each page's chunk loader per locale.
 * @param ssr whether the module is the server's (the prerender's), which alone writes the head
 */
function brandModule(
  brand: LoadedBrand,
  images: ReadonlyMap<string, MeasuredImage>,
  urls: UrlExpressions,
  ssr: boolean,
): string[] {
  const shared = split(brand);
  // The icon and the share image are the prerendered head's alone (src/app/entry-server.tsx,
  // scripts/siteBuild/brandSeo.ts): the client's table leaves out their URLs and image variants.
  const { icon, shareImage } = brand.manifest;
  const serverOnly = new Set([icon, shareImage?.src]);
  const assetNames = Object.keys(shared.assets).filter((name) => ssr || !serverOnly.has(name));
  const { locales } = brand.manifest;
  const loader = (id: string) => `() => import(${JSON.stringify(id)})`;
  const copyLoaders = locales.map(
    (locale) => `${JSON.stringify(locale)}: ${loader(`${COPY_PREFIX}${locale}`)}`,
  );
  const pageLoaders = locales.map((locale) => {
    const pages = [...shared.pages.keys()].map(
      (key) => `${JSON.stringify(key)}: ${loader(routeId(locale, key))}`,
    );
    return `${JSON.stringify(locale)}: {${pages.join(", ")}}`;
  });
  return [
    ...assetExports(brand, images, assetNames, urls),
    `export const manifest = ${JSON.stringify(shared.manifest)};`,
    `export const copyChunks = {${copyLoaders.join(", ")}};`,
    `export const pageChunks = {${pageLoaders.join(", ")}};`,
  ];
}

/**
 * The source of `virtual:brand-copy/<locale>`: the chrome's copy strings in that locale.
 * @throws Error when the brand has no such locale
 */
function copyModule(brand: LoadedBrand, locale: string): string[] {
  const copy = split(brand).resources[locale]?.translation;
  if (!copy) throw new Error(`Brand '${brand.id}' has no locale '${locale}'`);
  return [`export const copy = ${JSON.stringify(copy)};`];
}

/**
 * The source of `virtual:brand-route/<locale>/<page key>`: the page, its assets and its copy
 * strings in that locale.
 * @throws Error when the brand has no page with that key, or no such locale
 */
function pageModule(
  brand: LoadedBrand,
  images: ReadonlyMap<string, MeasuredImage>,
  { locale, key }: { locale: string; key: string },
  urls: UrlExpressions,
): string[] {
  const chunk = split(brand).pages.get(key);
  if (!chunk) throw new Error(`Brand '${brand.id}' has no page with the key '${key}'`);
  if (!brand.manifest.locales.includes(locale))
    throw new Error(`Brand '${brand.id}' has no locale '${locale}'`);
  const { page, copy } = localePageModule(chunk, locale);
  return [
    ...assetExports(brand, images, Object.keys(chunk.assets), urls),
    `export const page = ${JSON.stringify(page)};`,
    `export const copy = ${JSON.stringify(copy)};`,
  ];
}

/**
 * The name of a footer variant's or section type's component and its module:
 * (`company`, `Footer`) -> `CompanyFooter`, (`productHero`, `Section`) -> `ProductHeroSection`.
 */
const componentName = (name: string, kind: "Footer" | "Section") =>
  `${name.charAt(0).toUpperCase()}${name.slice(1)}${kind}`;

/**
 * The source of `virtual:brand-footer`: the component of each footer variant `keeps`, re-exported
 * from its module, and every other variant's name bound to undefined, so their modules (and what
 * only they import, such as the subscribe form) never enter the module graph.
 * @param root the project root
 */
function footerModule(root: string, keeps: (variant: Footer["variant"]) => boolean): string {
  return footerSchema.options
    .map((option) => {
      const variant = option.shape.variant.value;
      const name = componentName(variant, "Footer");
      const file = path.join(root, FOOTER_DIR, `${name}.tsx`);
      return keeps(variant)
        ? `export { ${name} } from ${JSON.stringify(file)};`
        : `export const ${name} = undefined;`;
    })
    .join("\n");
}

/**
 * The source of `virtual:brand-sections`: for each registered section type `keeps`, a slot
 * whose loader imports its component (one chunk per type; `SectionSlot`); the other types have
 * none, so their components (and what only they import) never enter the module graph.
 * @param root the project root
 * @throws Error when a kept type has no component module where the convention puts it
 */
async function sectionsModule(
  root: string,
  keeps: (type: Section["type"]) => boolean,
): Promise<string> {
  const slots: string[] = [];
  for (const option of sectionSchema.options) {
    const type = option.shape.type.value;
    if (!keeps(type)) continue;
    const name = componentName(type, "Section");
    const file = path.join(root, SECTIONS_DIR, type, `${name}.tsx`);
    await access(file).catch(() => {
      throw new Error(
        `Section type '${type}' (src/sections/registry.ts) has no component: expected ${path.relative(root, file)} exporting ${name}`,
      );
    });
    slots.push(
      `${JSON.stringify(type)}: {load: () => import(${JSON.stringify(file)}).then((module) => module.${name})}`,
    );
  }
  return `export const sectionSlots = {${slots.join(", ")}};`;
}

/**
 * Emits each page's own faces in `locale` (scripts/siteBuild/pageFontFaces.ts), cut to the copy its
 * route loads (the chrome's, the page's, the values they interpolate, and every locale's name,
 * which the language switch shows), and the stylesheet that declares them
 * (src/brand/pageFontsToCss.ts).
 * @param base the site's base path without its trailing slash, before `/assets/…`
 * @returns page key → its faces' files and stylesheet, for the pages that have any
 */
async function emitPageFonts(
  context: Rolldown.PluginContext,
  brand: LoadedBrand,
  locale: string,
  base: string,
): Promise<Record<string, PageFonts>> {
  const shared = split(brand);
  const stringsOf = (resources: LocaleResources, variables = {}) =>
    copyStrings(resources, [locale], variables).get(locale) ?? [];
  const chrome = [
    ...stringsOf(shared.resources, copyVariables(brand.manifest)),
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
      brand.manifest.theme,
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

/** Where the plugin finds the brand. */
export interface BrandPluginOptions {
  brand: string;
  brandsDir?: string;
}

/**
 * Serves the chosen brand to the app as `virtual:brand` (what every route needs: the manifest
 * without the pages' sections, the chrome's asset URLs), one `virtual:brand-copy/<locale>` per
 * locale (the chrome's copy), one `virtual:brand-route/<locale>/<page key>` per page and locale
 * (its sections, assets and copy in that locale; see src/brand/splitBrand.ts), so a route's
 * first load holds no other language's copy, `virtual:brand-theme.css` (the theme's custom
 * properties and carousel per-view rules), `virtual:brand-footer` (the footer variant's
 * component) and `virtual:brand-sections` (a loader per section type its pages use, derived from
 * src/sections/registry.ts). Only this brand's files, footer and section components enter the
 * module graph, so a build holds nothing of another brand. Asset files are imported, so Vite hashes and copies them; a font face with a
 * `unicodeRange` is served as its file cut down to that range (scripts/siteBuild/subsetFontFaces.ts). Sets
 * `<html lang>` to the brand's default locale (the prerender writes each route's own), preloads the theme's fonts and defines `__BUILD_YEAR__`. The dev server and Vitest keep every footer variant and section
 * type, so tests can render any brand.
 * @throws BrandError (at config time) when the brand is unknown or invalid
 */
export function brandPlugin(options: BrandPluginOptions): Plugin {
  let brand: LoadedBrand | undefined;
  // A build's images, measured (and encoded) before bundling; the dev server measures again on
  // every load, so an edited image gets new variants.
  let builtImages: Map<string, MeasuredImage> | undefined;
  // A build's asset URLs (see withAssetUrls), afresh for each of its client and SSR passes.
  let builtUrls: Map<string, string> | undefined;
  // The project root: Vite names a bundled file's source relative to it.
  let root = process.cwd();
  const load = async () => {
    brand = await loadBrand(options.brand, options.brandsDir);
    return brand;
  };
  return {
    name: "brand",
    async config(_config, { command }) {
      // A build encodes the images here, before bundling starts: in `load` a first build spent
      // minutes inside one plugin callback, which Rolldown reports as a fault ([PLUGIN_TIMINGS]).
      // The dev server (and Vitest, which loads this config) measures in `load`, when asked.
      // Once per build: the SSR build runs this plugin instance again with the same brand.
      const loaded = builtImages && brand ? brand : await load();
      if (command === "build") builtImages ??= await measureBrandImages(loaded);
      return { define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) } };
    },
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      builtUrls = this.environment.config.command === "build" ? new Map() : undefined;
    },
    resolveId(id) {
      if (
        id === BRAND_ID ||
        id === THEME_ID ||
        id === FOOTER_ID ||
        id === SECTIONS_ID ||
        id.startsWith(ROUTE_PREFIX) ||
        id.startsWith(COPY_PREFIX)
      )
        return resolved(id);
      return undefined;
    },
    async load(id, loadOptions) {
      const chunk = parseChunkId(id);
      if (
        id !== resolved(BRAND_ID) &&
        id !== resolved(THEME_ID) &&
        id !== resolved(FOOTER_ID) &&
        id !== resolved(SECTIONS_ID) &&
        chunk === undefined
      )
        return undefined;
      // The dev server reloads so it picks up edits to the brand's files; a build has it already.
      const current = builtImages && brand ? brand : await load();
      this.addWatchFile(path.join(current.dir, "manifest.json"));
      for (const locale of current.manifest.locales) {
        this.addWatchFile(path.join(current.dir, "locales", locale, "translation.json"));
      }
      // A build keeps only the brand's footer variant and its pages' section types; the dev
      // server and Vitest (whose tests render every brand, the fixture's too) keep them all.
      const building = this.environment.config.command === "build";
      if (id === resolved(FOOTER_ID)) {
        return footerModule(
          root,
          (variant) => !building || variant === current.manifest.footer.variant,
        );
      }
      if (id === resolved(SECTIONS_ID)) {
        const used = new Set(current.manifest.pages.flatMap(pageSectionTypes));
        return sectionsModule(root, (type) => !building || used.has(type));
      }
      if (id === resolved(THEME_ID)) {
        // Absolute file paths: Vite's CSS pipeline resolves them, then hashes and copies the fonts.
        const fontFile = await servedFontFiles(current);
        const { theme } = current.manifest;
        return `${fontFacesToCss(theme, fontFile)}${themeToCss(theme)}${perViewStylesheet(current.manifest)}\n`;
      }
      if (chunk !== undefined && chunk.key === undefined)
        return copyModule(current, chunk.locale).join("\n");
      const measured = builtImages ?? (await measureBrandImages(current));
      return withAssetUrls(this, this.environment.config, builtUrls, (urls) =>
        chunk?.key === undefined
          ? brandModule(current, measured, urls, loadOptions?.ssr === true)
          : pageModule(current, measured, { locale: chunk.locale, key: chunk.key }, urls),
      );
    },
    async generateBundle(_options, bundle) {
      if (this.environment.config.build.ssr) return;
      // Each locale's own preloaded faces that are not cut per page, which the prerender links
      // on that locale's pages only, and each page's own faces.
      const fonts: Record<string, string[]> = {};
      const pageFonts: RouteChunks["pageFonts"] = {};
      if (brand) {
        const fontFile = await servedFontFiles(brand);
        const faces = brand.manifest.theme.fontFaces ?? [];
        for (const locale of brand.manifest.locales) {
          const own = faces.filter(
            (face) => face.preload && face.locales?.includes(locale) && !isCutPerPage(face, locale),
          );
          fonts[locale] = fontAssets(
            bundle,
            root,
            own.map((face) => fontFile(face).url),
          );
          pageFonts[locale] = await emitPageFonts(
            this,
            brand,
            locale,
            basePath(this.environment.config),
          );
        }
      }
      const chunks: RouteChunks = { ...routeChunks(bundle, parseChunkId), fonts, pageFonts };
      this.emitFile({
        type: "asset",
        fileName: ROUTE_CHUNKS_FILE,
        source: JSON.stringify(chunks),
      });
    },
    async transformIndexHtml(html, { bundle }) {
      const withLang = html.replace(
        '<html lang="en">',
        `<html lang="${brand?.manifest.defaultLocale ?? "en"}">`,
      );
      // Preload the theme's fonts: the first paint needs them, and the browser would otherwise
      // only find them once the stylesheet has arrived (one more round trip). A face of some
      // locales only is linked by the prerender on their pages (generateBundle).
      const fontFile = brand && (await servedFontFiles(brand));
      const faces = brand?.manifest.theme.fontFaces ?? [];
      const everyPage = fontFile
        ? faces
            .filter((face) => face.preload && face.locales === undefined)
            .map((face) => fontFile(face).url)
        : [];
      return {
        html: withLang,
        tags: fontAssets(bundle ?? {}, root, everyPage).map((fileName) => ({
          tag: "link",
          attrs: {
            rel: "preload",
            as: "font",
            type: "font/woff2",
            crossorigin: true,
            href: `/${fileName}`,
          },
          injectTo: "head" as const,
        })),
      };
    },
  };
}
