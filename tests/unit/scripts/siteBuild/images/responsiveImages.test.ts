import { existsSync, readdirSync } from "node:fs";
import { mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type MeasuredImage,
  measureImages,
  measureImagesLazily,
  variantWidths,
} from "../../../../../scripts/siteBuild/images/responsiveImages";

/** One file through the pipeline. */
async function measureImage(file: string, cacheDir: string): Promise<MeasuredImage> {
  const image = (await measureImages([file], cacheDir)).get(file);
  if (!image) throw new Error(`${file} was not measured`);
  return image;
}

describe("variant widths", () => {
  it("never upscale, and end at the source width capped at 1920 px", () => {
    expect(variantWidths(600)).toEqual([400, 600]);
    expect(variantWidths(1200)).toEqual([400, 800, 1200]);
    expect(variantWidths(1920)).toEqual([400, 800, 1200, 1920]);
    expect(variantWidths(4000)).toEqual([400, 800, 1200, 1920]);
    expect(variantWidths(300)).toEqual([300]);
  });
});

describe("measureImages of one file", () => {
  let dir = "";
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "images-"));
    await sharp({ create: { width: 900, height: 600, channels: 3, background: "#0b4f8a" } })
      .jpeg()
      .toFile(path.join(dir, "photo.jpg"));
    await writeFile(
      path.join(dir, "logo.svg"),
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="80"><rect width="200" height="80"/></svg>',
    );
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("encodes AVIF and WebP variants of a JPEG at each width, with the source's size", async () => {
    const cache = path.join(dir, "cache");
    const image = await measureImage(path.join(dir, "photo.jpg"), cache);
    expect(image).toMatchObject({ width: 900, height: 600 });
    expect(image.variants.map((variant) => `${variant.format}@${variant.width}`)).toEqual([
      "avif@400",
      "avif@800",
      "avif@900",
      "webp@400",
      "webp@800",
      "webp@900",
    ]);
    for (const variant of image.variants) {
      // One stem names them all, so a build can give them one hash (scripts/siteBuild/plugins/vitePluginBrand.ts).
      expect(variant.file).toBe(`${image.stem}-${variant.width}.${variant.format}`);
      const meta = await sharp(variant.file).metadata();
      expect(meta.width).toBe(variant.width);
      expect(meta.height).toBe(Math.round((600 * variant.width) / 900));
      expect(meta.format).toBe(variant.format === "avif" ? "heif" : "webp");
    }
  });

  it("reuses cached variants instead of encoding again", async () => {
    const cache = path.join(dir, "cache");
    const first = await measureImage(path.join(dir, "photo.jpg"), cache);
    const before = await Promise.all(first.variants.map((variant) => stat(variant.file)));
    const second = await measureImage(path.join(dir, "photo.jpg"), cache);
    const after = await Promise.all(second.variants.map((variant) => stat(variant.file)));
    expect(after.map((info) => info.mtimeMs)).toEqual(before.map((info) => info.mtimeMs));
  });

  it("measures an SVG without making variants", async () => {
    const image = await measureImage(path.join(dir, "logo.svg"), path.join(dir, "cache"));
    expect(image).toEqual({ width: 200, height: 80, variants: [] });
  });
});

describe("measureImages", () => {
  let dir = "";
  const files: string[] = [];
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "images-"));
    for (const [name, width] of [
      ["a.jpg", 500],
      ["b.png", 300],
      ["c.jpg", 850],
    ] as const) {
      const file = path.join(dir, name);
      await sharp({ create: { width, height: 200, channels: 3, background: "#3a7" } }).toFile(file);
      files.push(file);
    }
    const svg = path.join(dir, "d.svg");
    await writeFile(svg, '<svg xmlns="http://www.w3.org/2000/svg" width="30" height="10"/>');
    files.push(svg);
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("announces what it encodes before encoding, then encodes nothing from a warm cache", async () => {
    const cache = path.join(dir, "cache");
    const heard: Array<{ images: number; variants: number; filesBefore: number }> = [];
    const onEncode = (images: number, variants: number) => {
      heard.push({ images, variants, filesBefore: existsSync(cache) ? countFiles(cache) : 0 });
    };
    const cold = await measureImages(files, cache, { concurrency: 2, onEncode });
    // a: 400, 500; b: 300; c: 400, 800, 850 — in two formats each.
    expect(heard).toEqual([{ images: 3, variants: 12, filesBefore: 0 }]);
    expect(countFiles(cache)).toBe(12);
    expect([...cold.keys()]).toEqual(files);
    expect(cold.get(files[2] ?? "")?.variants.map((variant) => variant.width)).toEqual([
      400, 800, 850, 400, 800, 850,
    ]);
    expect(cold.get(files[3] ?? "")).toEqual({ width: 30, height: 10, variants: [] });

    const warm = await measureImages(files, cache, { concurrency: 1, onEncode });
    expect(heard).toHaveLength(1);
    expect(warm).toEqual(cold);
    for (const file of files) expect(warm.get(file)).toEqual(await measureImage(file, cache));
  });

  it("measures lazily without encoding, then encodes only the variant asked for, once", async () => {
    const lazyCache = path.join(dir, "lazy-cache");
    const lazy = await measureImagesLazily(files, lazyCache);
    expect(countFiles(lazyCache)).toBe(0);
    // The same measurements and variant files as an encoding run gives.
    const encoded = await measureImages(files, path.join(dir, "encoded-cache"));
    const inCache = (cache: string, images: Map<string, MeasuredImage>) =>
      [...images].map(([file, image]) => [
        file,
        {
          ...image,
          variants: image.variants.map((v) => ({ ...v, file: path.relative(cache, v.file) })),
          stem: image.stem && path.relative(cache, image.stem),
        },
      ]);
    expect(inCache(lazyCache, lazy.images)).toEqual(
      inCache(path.join(dir, "encoded-cache"), encoded),
    );

    const variant = lazy.images
      .get(files[2] ?? "")
      ?.variants.find((v) => v.width === 800 && v.format === "webp");
    if (!variant) throw new Error("c.jpg has no 800 px WebP variant");
    const [first, second] = await Promise.all([
      lazy.encodeVariant(variant.file),
      lazy.encodeVariant(variant.file),
    ]);
    expect([first, second]).toEqual([true, true]);
    expect(countFiles(lazyCache)).toBe(1);
    expect(await sharp(variant.file).metadata()).toMatchObject({ width: 800, format: "webp" });
    // Not one of the images' variants: nothing is encoded.
    expect(await lazy.encodeVariant(path.join(lazyCache, "elsewhere.webp"))).toBe(false);
    expect(await lazy.encodeVariant(files[0] ?? "")).toBe(false);
    expect(countFiles(lazyCache)).toBe(1);
  });
});

/** Files under `dir`, recursively. */
function countFiles(dir: string): number {
  // A lazy measure writes nothing, not even the cache's folder.
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) =>
    entry.isFile(),
  ).length;
}
