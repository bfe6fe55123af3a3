import { cp, mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_BRANDS_DIR } from "../../scripts/brand/brandLoader";
import { buildBrand } from "../../scripts/siteBuild/buildBrand";
import { routeFile } from "../../scripts/siteBuild/prerender/prerender";

// A photographer's JPEG of another shape (4:3, 1000 px wide) than the 3:2 artwork it replaces.
const PHOTO = { width: 1000, height: 750 };
const SWAPPED = "projects/erection-01.jpg";

let brandsDir = "";
let outDir = "";
beforeAll(async () => {
  brandsDir = await mkdtemp(path.join(os.tmpdir(), "swap-brands-"));
  outDir = await mkdtemp(path.join(os.tmpdir(), "swap-dist-"));
  await cp(path.join(DEFAULT_BRANDS_DIR, "engineering"), path.join(brandsDir, "engineering"), {
    recursive: true,
  });
  // Noise, so the encoder cannot flatten it: closer to a photo than a drawing is.
  const noise = Buffer.alloc(PHOTO.width * PHOTO.height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  await sharp(noise, { raw: { ...PHOTO, channels: 3 } })
    .jpeg({ quality: 80 })
    .toFile(path.join(brandsDir, "engineering", "assets", SWAPPED));
  await buildBrand({ brand: "engineering", brandsDir, outDir });
});
afterAll(async () => {
  await rm(brandsDir, { recursive: true, force: true });
  await rm(outDir, { recursive: true, force: true });
});

describe("replacing a picture by a file swap", () => {
  it("builds the new photo with its own size and AVIF/WebP variants, no other change", async () => {
    const html = await readFile(routeFile(outDir, "/projects"), "utf8");
    // Each photo's item; some are larger tiles ("gallery__item gallery__item--large").
    const items = [...html.matchAll(/<li class="gallery__item[ "][\s\S]*?<\/li>/g)].map(
      (m) => m[0],
    );
    expect(items).toHaveLength(26);
    const swapped = items.filter((item) =>
      item.includes(
        'aria-label="Enlarge: A tower crane lifting a beam onto a steel building frame"',
      ),
    );
    expect(swapped).toHaveLength(1);
    const picture = swapped[0] ?? "";
    expect(picture).toContain(
      `data-pswp-width="${PHOTO.width}" data-pswp-height="${PHOTO.height}"`,
    );
    expect(picture).toContain(`width="${PHOTO.width}" height="${PHOTO.height}"`);
    const variants = [...picture.matchAll(/srcSet="([^"]+)"/g)].flatMap((m) =>
      (m[1] ?? "").split(", ").map((entry) => entry.split(" ")),
    );
    // 400 and 800 px variants and the photo's own width, never wider than the source.
    expect(new Set(variants.map(([, width]) => width))).toEqual(new Set(["400w", "800w", "1000w"]));
    for (const [url] of variants) {
      const meta = await sharp(path.join(outDir, url ?? "")).metadata();
      expect(meta.format).toMatch(/^(heif|webp)$/);
      expect((meta.width ?? 0) / (meta.height ?? 1)).toBeCloseTo(PHOTO.width / PHOTO.height, 1);
    }
    // The other photos keep the artwork's 3:2 size.
    expect(items.filter((item) => item.includes('width="1200" height="800"'))).toHaveLength(25);
  });
});
