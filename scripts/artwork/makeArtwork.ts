/**
 * Writes the engineering brand's artwork into `brands/engineering/assets/`: isometric scenes of
 * its works, sites and services rendered from SVG to JPEG with sharp, certificates drawn as
 * documents, client marks as SVG, the logo (its wordmark as outlines of the brand's font) and the
 * resale video (needs `ffmpeg` on PATH; kept as it is, with a note, when ffmpeg is missing). No
 * picture but the logo contains lettering: captions, certificate titles and client names are page
 * text. The files are committed; run this only to redraw them
 * (`npx tsx scripts/artwork/makeArtwork.ts [--video]`). A real photo replaces a picture by taking its file
 * name; the build derives sizes and responsive variants from whatever is there.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { commandLineOrExit } from "../lib/commandLine";
import { repoRoot } from "../lib/repoRoot";

const { values } = commandLineOrExit(process.argv.slice(2), {
  name: "makeArtwork",
  invocation: "npx tsx scripts/artwork/makeArtwork.ts",
  summary:
    "Redraws the engineering brand's artwork into brands/engineering/assets/ (isometric scenes as JPEG, certificates, client marks, the resale video).",
  options: {
    video: {
      type: "boolean",
      description: "re-encode the video too (default: keep it when present; needs ffmpeg)",
    },
  },
  example: "npx tsx scripts/artwork/makeArtwork.ts --video",
});
// sharp and the drawing modules load once the command line is read: --help answers without them.
const [
  { default: sharp },
  { artworkCatalogue, SIZES, solarVideoFrame },
  { logoSvg },
  { paletteFrom },
  { readThemeColours },
] = await Promise.all([
  import("sharp"),
  import("./catalogue"),
  import("./logo"),
  import("./palette"),
  import("./theme"),
]);
const redrawVideo = values.video === true;
const brandDir = path.join(repoRoot, "brands", "engineering");
const assetsDir = path.join(brandDir, "assets");
const theme = readThemeColours(brandDir);
const palette = paletteFrom(theme);

async function jpeg(file: string, svg: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await sharp(Buffer.from(svg))
    .jpeg({ quality: 84, mozjpeg: true, chromaSubsampling: "4:4:4" })
    .toFile(file);
}

async function pictures(): Promise<number> {
  const list = artworkCatalogue(theme, palette);
  for (const artwork of list) {
    const file = path.join(assetsDir, artwork.file);
    if (artwork.format === "jpeg") await jpeg(file, artwork.svg());
    else {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, artwork.svg());
    }
  }
  return list.length;
}

/**
 * A short loop of the sun crossing the solar and generator site: WebM (VP9) and MP4 (H.264), plus
 * its poster. Encoders stamp their output, so existing files are kept unless `--video` is given.
 */
async function video(): Promise<void> {
  const features = path.join(assetsDir, "features");
  const files = ["solar-video.webm", "solar-video.mp4", "solar-video-poster.jpg"];
  const present = files.every((file) => existsSync(path.join(features, file)));
  if (present && !redrawVideo) return;
  await jpeg(path.join(features, "solar-video-poster.jpg"), solarVideoFrame(theme, palette, 0.3));
  if (spawnSync("ffmpeg", ["-version"]).status !== 0) {
    console.warn("ffmpeg not found: kept the existing video files");
    return;
  }
  const frames = 48;
  const dir = await mkdtemp(path.join(os.tmpdir(), "frames-"));
  try {
    for (let i = 0; i < frames; i++)
      await sharp(Buffer.from(solarVideoFrame(theme, palette, i / (frames - 1))))
        .png({ compressionLevel: 1 })
        .toFile(path.join(dir, `f${String(i).padStart(3, "0")}.png`));
    const input = [
      "-y",
      "-loglevel",
      "error",
      "-framerate",
      "12",
      "-i",
      path.join(dir, "f%03d.png"),
    ];
    execFileSync("ffmpeg", [
      ...input,
      ...["-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "42", "-pix_fmt", "yuv420p", "-an"],
      path.join(features, "solar-video.webm"),
    ]);
    execFileSync("ffmpeg", [
      ...input,
      ...["-c:v", "libx264", "-crf", "30", "-pix_fmt", "yuv420p", "-movflags", "+faststart", "-an"],
      path.join(features, "solar-video.mp4"),
    ]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const started = performance.now();
const count = await pictures();
await writeFile(path.join(assetsDir, "logo.svg"), await logoSvg(theme));
await video();
console.log(
  `${count} pictures (${SIZES.photo.width} × ${SIZES.photo.height} photos, ${SIZES.banner.width} × ${SIZES.banner.height} banners) written to ${path.relative(process.cwd(), assetsDir)}/ in ${Math.round(performance.now() - started)} ms`,
);
