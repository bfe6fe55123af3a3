/**
 * The brand's asset files as the virtual modules name them: images measured and encoded into
 * responsive variants, and each file's URL on the dev server or in a build (emitted, or inlined
 * as Vite would).
 */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { ResolvedConfig, Rolldown } from "vite";
import type { LoadedBrand } from "../../brand/brandLoader.ts";
import { imageMediaType } from "../images/imageMediaType.ts";
import {
  IMAGE_CACHE_DIR,
  type LazyImages,
  type MeasuredImage,
  measureImages,
  measureImagesLazily,
  RASTER_IMAGE,
  VECTOR_IMAGE,
} from "../images/responsiveImages.ts";
import { svgDataUrl } from "../images/svgDataUrl.ts";

/** The brand's asset files the image pipeline measures (raster and vector images). */
const imageFilesOf = (brand: LoadedBrand): string[] =>
  [...brand.assetFiles.values()].filter(
    (file) => RASTER_IMAGE.test(file) || VECTOR_IMAGE.test(file),
  );

/**
 * Measures the brand's images and encodes the variants not yet in `.cache/images/`, several images
 * at a time, saying in one line how many when there are any (a first build's wait).
 */
export function measureBrandImages(brand: LoadedBrand): Promise<Map<string, MeasuredImage>> {
  return measureImages(imageFilesOf(brand), IMAGE_CACHE_DIR, {
    onEncode: (images, variants) =>
      console.log(
        `encoding ${variants} variants of ${images} image${images === 1 ? "" : "s"} for ${brand.id} (cached in .cache/images/; only new or changed files are encoded)`,
      ),
  });
}

/**
 * Measures the brand's images as `measureBrandImages` does, but encodes a variant only when
 * `encodeVariant` asks for it (the dev server, when a page requests it; Vitest never does).
 */
export function measureBrandImagesLazily(brand: LoadedBrand): Promise<LazyImages> {
  return measureImagesLazily(imageFilesOf(brand), IMAGE_CACHE_DIR);
}

/** How a module's source names built files: JS expressions for their URLs. */
export interface UrlExpressions {
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
export function assetExports(
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
export const basePath = (config: ResolvedConfig) => config.base.replace(/\/$/, "");

/** A file's URL on the dev server, as Vite gives it: from the root when inside it, else `/@fs/`. */
export function devUrl(config: ResolvedConfig, file: string): string {
  const inRoot = !path.relative(config.root, file).startsWith("..");
  const url = inRoot ? `/${path.relative(config.root, file)}` : `/@fs${file}`;
  return `${basePath(config)}${url.split(path.sep).join("/")}`;
}

/**
 * The file a dev server URL names as `devUrl` writes it (its path, without the query), or
 * undefined for a URL outside the base or not a valid escape.
 */
export function devFile(config: ResolvedConfig, url: string): string | undefined {
  const base = basePath(config);
  if (!url.startsWith(`${base}/`)) return undefined;
  let rest: string;
  try {
    rest = decodeURIComponent(url.slice(base.length));
  } catch {
    return undefined;
  }
  return rest.startsWith("/@fs/") ? rest.slice("/@fs".length) : path.join(config.root, rest);
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
export async function withAssetUrls(
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
