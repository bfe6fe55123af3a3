/**
 * Writes the engineering brand's placeholder artwork into `brands/engineering/assets/`: labelled
 * SVG scenes rendered to JPEG with sharp, vector client logos, and a short video (needs `ffmpeg` on
 * PATH; skipped with a note when it is missing). The files are committed; run this only to
 * regenerate them (`npx tsx scripts/makePlaceholders.ts`). A real photo replaces a placeholder by
 * taking its file name; the build derives sizes and responsive variants from whatever is there.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { certificateSvg, type SceneKind, sceneSvg, solarFrameSvg } from "./placeholders/scenes";
import { repoRoot } from "./repoRoot";

const assetsDir = path.join(repoRoot, "brands", "engineering", "assets");

const PHOTO = { width: 1200, height: 800 };
const BANNER = { width: 1920, height: 720 };
const CERTIFICATE = { width: 600, height: 840 };
const VIDEO = { width: 960, height: 540 };

async function jpeg(file: string, svg: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await sharp(Buffer.from(svg)).jpeg({ quality: 78, mozjpeg: true }).toFile(file);
}

const pad = (n: number) => String(n).padStart(2, "0");

async function projects(): Promise<void> {
  const categories: Array<{ kind: SceneKind; label: string; count: number }> = [
    { kind: "fabrication", label: "FABRICATION", count: 7 },
    { kind: "oil-and-gas-sector", label: "OIL & GAS SECTOR", count: 6 },
    { kind: "erection", label: "ERECTION", count: 13 },
  ];
  for (const { kind, label, count } of categories) {
    for (let i = 1; i <= count; i++) {
      await jpeg(
        path.join(assetsDir, "projects", `${kind}-${pad(i)}.jpg`),
        sceneSvg(
          kind,
          PHOTO,
          i * 31 + kind.length,
          `${label} ${pad(i)}`,
          "Placeholder project photo",
        ),
      );
    }
  }
}

async function banners(): Promise<void> {
  const list: Array<{ file: string; kind: SceneKind; title: string; size?: typeof PHOTO }> = [
    { file: "slides/home-slide-1.jpg", kind: "works", title: "OUR SAHARANPUR WORKS" },
    { file: "slides/home-slide-2.jpg", kind: "oil-and-gas-sector", title: "OIL & GAS PROJECTS" },
    { file: "slides/home-slide-3.jpg", kind: "erection", title: "SITE ERECTION" },
    { file: "banners/company-banner.jpg", kind: "works", title: "ABOUT THE COMPANY" },
    { file: "banners/plant-machinery-banner.jpg", kind: "fabrication", title: "PLANT & MACHINERY" },
    { file: "banners/oil-gas-banner.jpg", kind: "oil-and-gas-sector", title: "OIL & GAS SECTOR" },
    { file: "banners/sugar-mills-banner.jpg", kind: "sugar-mill", title: "SUGAR MILLS" },
    { file: "banners/energy-audits-banner.jpg", kind: "energy-audit", title: "ENERGY AUDITS" },
    { file: "features/company-works.jpg", kind: "works", title: "OUR WORKS", size: PHOTO },
    { file: "features/technology.jpg", kind: "technology", title: "CNC & DESIGN", size: PHOTO },
    { file: "features/solar-gensets.jpg", kind: "solar", title: "SOLAR & GENSETS", size: PHOTO },
  ];
  for (const [index, { file, kind, title, size }] of list.entries()) {
    await jpeg(
      path.join(assetsDir, file),
      sceneSvg(
        kind,
        size ?? BANNER,
        101 + index * 17,
        title,
        "Placeholder photo",
        size ? "bottom-left" : "middle-right",
      ),
    );
  }
}

async function certificates(): Promise<void> {
  const list = [
    ["Quality Management System", "ISO 9001:2015"],
    ["Environmental Management", "ISO 14001:2015"],
    ["Occupational Health & Safety", "ISO 45001:2018"],
    ["Welding Quality", "ISO 3834-2"],
    ["Boiler Manufacturer Approval", "IBR Class I"],
    ["Energy Auditor Accreditation", "BEE Accredited"],
    ["Micro, Small & Medium Enterprise", "Udyam Registered"],
  ];
  for (const [index, [title = "", standard = ""]] of list.entries()) {
    await jpeg(
      path.join(assetsDir, "certificates", `certificate-${index + 1}.jpg`),
      certificateSvg(CERTIFICATE, title, standard, index + 1),
    );
  }
}

/** Flat vector marks for the client and partner strips, clearly placeholders. */
async function logos(): Promise<void> {
  const list = [
    ["client-1", "SM", "Sugar mill client", "#0b4f8a"],
    ["client-2", "RF", "Refinery client", "#b04a2f"],
    ["client-3", "PU", "Power utility client", "#2f7d4f"],
    ["client-4", "SP", "Steel plant client", "#56708c"],
    ["client-5", "CP", "Cement plant client", "#8a6d4b"],
    ["client-6", "DS", "Distillery client", "#6b4c9a"],
    ["partner-1", "SO", "Solar module partner", "#c28a00"],
    ["partner-2", "GS", "Genset partner", "#2c3640"],
    ["partner-3", "IA", "Industry body", "#0b4f8a"],
    ["partner-4", "TI", "Technical institute", "#2f7d4f"],
  ];
  await mkdir(path.join(assetsDir, "logos"), { recursive: true });
  for (const [name = "", initials = "", text = "", colour = ""] of list) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="220" height="80" viewBox="0 0 220 80">
<rect x="4" y="14" width="52" height="52" rx="12" fill="${colour}"/>
<text x="30" y="48" text-anchor="middle" font-family="system-ui, sans-serif" font-size="20" font-weight="700" fill="#fff">${initials}</text>
<text x="66" y="38" font-family="system-ui, sans-serif" font-size="13" font-weight="700" fill="#14213d">${text.split(" ").slice(0, 2).join(" ")}</text>
<text x="66" y="56" font-family="system-ui, sans-serif" font-size="13" fill="#4a5568">${text.split(" ").slice(2).join(" ") || "placeholder"}</text>
</svg>\n`;
    await writeFile(path.join(assetsDir, "logos", `${name}.svg`), svg);
  }
}

/**
 * A short loop of the sun crossing solar modules: WebM (VP9) and MP4 (H.264), plus its poster.
 * Encoders stamp their output, so existing files are kept unless `--video` is given.
 */
async function video(): Promise<void> {
  const files = ["solar-video.webm", "solar-video.mp4", "solar-video-poster.jpg"];
  const present = files.every((file) => existsSync(path.join(assetsDir, "features", file)));
  if (present && !process.argv.includes("--video")) return;
  const frames = 48;
  const dir = await mkdtemp(path.join(os.tmpdir(), "frames-"));
  try {
    for (let i = 0; i < frames; i++) {
      const svg = solarFrameSvg(VIDEO, i / (frames - 1));
      await sharp(Buffer.from(svg))
        .png({ compressionLevel: 1 })
        .toFile(path.join(dir, `f${String(i).padStart(3, "0")}.png`));
      if (i === 0)
        await sharp(Buffer.from(svg))
          .jpeg({ quality: 78, mozjpeg: true })
          .toFile(path.join(assetsDir, "features", "solar-video-poster.jpg"));
    }
    if (spawnSync("ffmpeg", ["-version"]).status !== 0) {
      console.warn("ffmpeg not found: kept the existing video files");
      return;
    }
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
      path.join(assetsDir, "features", "solar-video.webm"),
    ]);
    execFileSync("ffmpeg", [
      ...input,
      ...["-c:v", "libx264", "-crf", "30", "-pix_fmt", "yuv420p", "-movflags", "+faststart", "-an"],
      path.join(assetsDir, "features", "solar-video.mp4"),
    ]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

await projects();
await banners();
await certificates();
await logos();
await video();
console.log(`placeholders written to ${path.relative(process.cwd(), assetsDir)}/`);
