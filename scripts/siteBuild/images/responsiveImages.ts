import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import sharp from "sharp";
import type { ImageFormat } from "../../../src/brand/brandImage.ts";
import { cacheEntry } from "../../lib/cacheEntry.ts";
import { mapBounded } from "../../lib/mapBounded.ts";
import { repoRoot } from "../../lib/repoRoot.ts";

/**
 * The build's image pipeline: a brand's raster images (JPEG, PNG) become AVIF and WebP variants at
 * a few widths, and every image (SVG too) gets its intrinsic size, so pages can give each `<img>`
 * its width and height (no layout shift) and a `srcset`. Variants are cached on disk by content
 * hash, so only a new or changed image costs encoding time.
 */

/** Where encoded variants are cached between builds (`.cache/images/`, git-ignored). */
export const IMAGE_CACHE_DIR = path.join(repoRoot, ".cache", "images");

/** Files the pipeline makes variants of. */
export const RASTER_IMAGE = /\.(jpe?g|png)$/i;
/** Files the pipeline only measures. */
export const VECTOR_IMAGE = /\.svg$/i;

/** Widths (px) the variants are made at, when the source is at least that wide. */
const VARIANT_WIDTHS = [400, 800, 1200, 1920] as const;

/** Output formats, best first; the browser takes the first it supports. */
const VARIANT_FORMATS: readonly ImageFormat[] = ["avif", "webp"];

// Bump when encoder settings change, so cached variants are rebuilt.
const SETTINGS = "avif:q50:e2;webp:q74:e4;v1";

/** One encoded variant on disk. */
export interface ImageVariant {
  file: string;
  /** Width in px. */
  width: number;
  format: ImageFormat;
}

/** What the pipeline knows of one image. */
export interface MeasuredImage {
  /** Intrinsic width in px. */
  width: number;
  /** Intrinsic height in px. */
  height: number;
  /** Encoded variants, narrowest first per format; empty for vector images. */
  variants: ImageVariant[];
  /**
   * Raster images only: every variant's file without its `-<width>.<format>` ending (a variant is
   * `${stem}-${width}.${format}`), so a build can name them all after one hash.
   */
  stem?: string;
}

/**
 * The widths to encode a source of `sourceWidth` px at: every standard width narrower than the
 * source, then the source width itself capped at the widest standard width (no upscaling).
 */
export function variantWidths(
  sourceWidth: number,
  widths: readonly number[] = VARIANT_WIDTHS,
): number[] {
  const widest = Math.max(...widths);
  const top = Math.min(sourceWidth, widest);
  return [...widths.filter((width) => width < top), top];
}

/** One image measured, and its variants that are not in the cache yet. */
interface ImagePlan {
  file: string;
  image: MeasuredImage;
  /** Each variant not in the cache yet: its file → the step that encodes and writes it. */
  missing: Map<string, () => Promise<void>>;
}

async function planImage(file: string, cacheDir: string): Promise<ImagePlan> {
  const source = await readFile(file);
  const metadata = await sharp(source).metadata();
  // JPEGs from cameras carry an EXIF orientation; the variants are rotated upright.
  const swap = (metadata.orientation ?? 1) >= 5;
  const width = swap ? metadata.height : metadata.width;
  const height = swap ? metadata.width : metadata.height;
  const missing = new Map<string, () => Promise<void>>();
  if (!RASTER_IMAGE.test(file)) {
    return { file, image: { width, height, variants: [] }, missing };
  }

  const hash = createHash("sha256").update(source).update(SETTINGS).digest("hex").slice(0, 12);
  const dir = path.join(cacheDir, hash);
  const stem = path.join(dir, path.parse(file).name);
  const variants: ImageVariant[] = [];
  for (const format of VARIANT_FORMATS) {
    for (const variantWidth of variantWidths(width)) {
      const out = `${stem}-${variantWidth}.${format}`;
      if (!existsSync(out)) {
        // Made once however many processes ask at once (a build, the dev server, a test).
        missing.set(out, async () => {
          await cacheEntry(out, () => {
            const pipeline = sharp(source).rotate().resize({ width: variantWidth });
            return format === "avif"
              ? pipeline.avif({ quality: 50, effort: 2 }).toBuffer()
              : pipeline.webp({ quality: 74, effort: 4 }).toBuffer();
          });
        });
      }
      variants.push({ file: out, width: variantWidth, format });
    }
  }
  return { file, image: { width, height, variants, stem }, missing };
}

/** Every file's plan, up to `concurrency` files at a time, in the files' order. */
function planImages(
  files: readonly string[],
  cacheDir: string,
  concurrency: number,
): Promise<ImagePlan[]> {
  return mapBounded(files, concurrency, (file) => planImage(file, cacheDir));
}

/** Each plan's measurements, keyed by its file as given. */
const measurementsOf = (plans: readonly ImagePlan[]): Map<string, MeasuredImage> =>
  new Map(plans.map((plan) => [plan.file, plan.image]));

/** Runs every step of `plan`, one after the other. */
async function encodePlan(plan: ImagePlan): Promise<void> {
  for (const step of plan.missing.values()) await step();
}

/**
 * Measures every file and, for raster images, encodes (or reuses from `cacheDir`) its variants:
 * measures them all first, then encodes the missing variants of up to `concurrency` images at a time (default: the CPU cores Node may use). `onEncode` hears how many
 * images and variants are about to be encoded, before any is, and is not called when all are
 * cached.
 * @returns each file's measurements, keyed by the file as given
 * @throws Error from sharp when a file is not a readable image
 */
export async function measureImages(
  files: readonly string[],
  cacheDir: string,
  options: {
    concurrency?: number;
    onEncode?: (images: number, variants: number) => void;
  } = {},
): Promise<Map<string, MeasuredImage>> {
  const concurrency = options.concurrency ?? availableParallelism();
  const plans = await planImages(files, cacheDir, concurrency);
  const pending = plans.filter((plan) => plan.missing.size > 0);
  if (pending.length > 0) {
    options.onEncode?.(
      pending.length,
      pending.reduce((sum, plan) => sum + plan.missing.size, 0),
    );
  }
  await mapBounded(pending, concurrency, encodePlan);
  return measurementsOf(plans);
}

/** Images measured without their variants encoded, and the way to encode one when it is asked for. */
export interface LazyImages {
  /** Each file's measurements, keyed by the file as given, as `measureImages` gives them. */
  images: Map<string, MeasuredImage>;
  /**
   * Encodes the variant to be written to `file` if it is one of these images' and not in the
   * cache yet (once, however often asked); resolves whether it was one of theirs.
   * @throws Error from sharp when the encoding fails
   */
  encodeVariant: (file: string) => Promise<boolean>;
}

/**
 * Measures every file as `measureImages` does, but encodes no variant until `encodeVariant` asks
 * for it: what the dev server serves and Vitest, whose tests render pages but fetch no image, never
 * wait for the encoding of every image of a brand (about 20 s of CPU for the default brand on an
 * empty cache).
 * @throws Error from sharp when a file is not a readable image
 */
export async function measureImagesLazily(
  files: readonly string[],
  cacheDir: string,
): Promise<LazyImages> {
  const plans = await planImages(files, cacheDir, availableParallelism());
  const steps = new Map(plans.flatMap((plan) => [...plan.missing]));
  return {
    images: measurementsOf(plans),
    // Two asks at once encode once (the step's cacheEntry); a failed encoding leaves no entry,
    // so the next ask tries again.
    encodeVariant: async (file) => {
      const step = steps.get(file);
      if (step === undefined) return false;
      await step();
      return true;
    },
  };
}
