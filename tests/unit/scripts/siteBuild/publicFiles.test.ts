import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BrandError } from "../../../../scripts/brand/brandLoader";
import {
  copyPublicFiles,
  DEFAULT_PUBLIC_DIR,
  defaultPublicDir,
  readPublicFiles,
} from "../../../../scripts/siteBuild/publicFiles";
import { repoRoot } from "../../../../scripts/siteBuild/viteConfig";
import { FIXTURE_BRANDS_DIR } from "../../../support/brands";

const BRANDS = ["engineering", "healthcare"];

let root: string;
let publicDir: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "public-files-"));
  publicDir = path.join(root, "public");
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

/** Writes `files` (path under `dir` → content), making their folders. */
async function writeFiles(dir: string, files: Record<string, string>): Promise<void> {
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), content);
  }
}

/** What `brand`'s site gets from `publicDir`, as site path → the source's content. */
async function servedFor(brand: string): Promise<Record<string, string>> {
  const files = await readPublicFiles({ publicDir, brand, brands: BRANDS });
  const served: Record<string, string> = {};
  for (const file of files) served[file.path] = await readFile(file.source, "utf8");
  return served;
}

describe("readPublicFiles", () => {
  it("gives each brand the files for every brand, its own winning by path, and no other brand's", async () => {
    await writeFiles(publicDir, {
      "ads.txt": "every brand",
      "humans.txt": "every brand",
      ".well-known/security.txt": "every brand",
      ".well-known/pki-validation/check.txt": "every brand",
      ".gitkeep": "",
      "engineering/ads.txt": "engineering's",
      "engineering/google1234abcd.html": "engineering's",
      "engineering/.well-known/security.txt": "engineering's",
      "healthcare/BingSiteAuth.xml": "healthcare's",
    });
    expect(await servedFor("engineering")).toEqual({
      "ads.txt": "engineering's",
      "humans.txt": "every brand",
      ".well-known/security.txt": "engineering's",
      ".well-known/pki-validation/check.txt": "every brand",
      "google1234abcd.html": "engineering's",
    });
    expect(await servedFor("healthcare")).toEqual({
      "ads.txt": "every brand",
      "humans.txt": "every brand",
      ".well-known/security.txt": "every brand",
      ".well-known/pki-validation/check.txt": "every brand",
      "BingSiteAuth.xml": "healthcare's",
    });
  });

  it("gives none without a folder, and the repository's public/ only to builds of its brands/", async () => {
    expect(await readPublicFiles({ publicDir, brand: "engineering", brands: BRANDS })).toEqual([]);
    expect(await readPublicFiles({ publicDir: null, brand: "fixture", brands: [] })).toEqual([]);
    expect(defaultPublicDir(path.join(repoRoot, "brands"))).toBe(DEFAULT_PUBLIC_DIR);
    expect(defaultPublicDir(FIXTURE_BRANDS_DIR)).toBeNull();
  });

  it("refuses a folder at the top that is neither a brand's nor .well-known/, with the nearest brand", async () => {
    await writeFiles(publicDir, { "helthcare/google1234abcd.html": "a slip" });
    const reading = readPublicFiles({ publicDir, brand: "engineering", brands: BRANDS });
    await expect(reading).rejects.toThrow(BrandError);
    await expect(reading).rejects.toThrow(
      /Brand 'engineering': \S*public\/helthcare\/ is neither a brand's folder nor \.well-known\/ \(did you mean 'healthcare'\?\)/,
    );
  });

  it("refuses a folder in a brand's folder other than .well-known/, pointing to its assets", async () => {
    await writeFiles(publicDir, { "engineering/downloads/brochure.pdf": "%PDF" });
    await expect(
      readPublicFiles({ publicDir, brand: "engineering", brands: BRANDS }),
    ).rejects.toThrow(/public\/engineering\/downloads\/: .*brands\/engineering\/assets\//);
  });

  it("refuses a file Hosting's deploy would leave out, naming it", async () => {
    await writeFiles(publicDir, { "healthcare/feed.xml.gz": "gzip" });
    await expect(
      readPublicFiles({ publicDir, brand: "healthcare", brands: BRANDS }),
    ).rejects.toThrow(/public\/healthcare\/feed\.xml\.gz would not be deployed/);
  });
});

describe("copyPublicFiles", () => {
  /** A build's output: pages (one per route), the not-found page, SEO files, a hashed asset. */
  const BUILT = {
    "index.html": "<!doctype html>home",
    "about/index.html": "<!doctype html>about",
    "hi/index.html": "<!doctype html>hi home",
    "404.html": "<!doctype html>not found",
    "robots.txt": "User-agent: *",
    "assets/index-abc123.js": "built",
  };

  it("copies the files into the build as they are", async () => {
    const outDir = path.join(root, "site");
    await writeFiles(outDir, BUILT);
    await writeFiles(publicDir, { "ads.txt": "ads", ".well-known/security.txt": "contact" });
    const files = await readPublicFiles({ publicDir, brand: "engineering", brands: BRANDS });
    await copyPublicFiles(outDir, files, "engineering");
    expect(await readFile(path.join(outDir, "ads.txt"), "utf8")).toBe("ads");
    expect(await readFile(path.join(outDir, ".well-known/security.txt"), "utf8")).toBe("contact");
  });

  it("refuses, naming both, every file that would shadow a page or a built file, and copies none", async () => {
    const outDir = path.join(root, "site");
    await writeFiles(outDir, BUILT);
    await writeFiles(publicDir, {
      "robots.txt": "mine",
      "engineering/index.html": "mine",
      "engineering/about.html": "mine",
      hi: "mine",
      "sw.js": "mine",
      "ads.txt": "fine",
    });
    const files = await readPublicFiles({ publicDir, brand: "engineering", brands: BRANDS });
    const copying = copyPublicFiles(outDir, files, "engineering");
    await expect(copying).rejects.toThrow(BrandError);
    const message = await copying.then(
      () => "",
      (error: Error) => error.message,
    );
    const [heading, ...clashes] = message.split("\n");
    expect(heading).toContain("Brand 'engineering'");
    // The public file as shown from the working folder (this one: absolute), then the build's.
    expect(clashes.map((line) => line.slice(line.indexOf("public/"))).sort()).toEqual([
      "public/engineering/about.html would shadow the page /about (about/index.html)",
      "public/engineering/index.html would shadow the page / (index.html)",
      "public/hi would shadow the page /hi (hi/index.html)",
      "public/robots.txt would shadow the built file /robots.txt",
      "public/sw.js would shadow the built file /sw.js",
    ]);
    expect((await readdir(outDir)).sort()).toEqual([
      "404.html",
      "about",
      "assets",
      "hi",
      "index.html",
      "robots.txt",
    ]);
    expect(await readFile(path.join(outDir, "robots.txt"), "utf8")).toBe("User-agent: *");
  });
});
