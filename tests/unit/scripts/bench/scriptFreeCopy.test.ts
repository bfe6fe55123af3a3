import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  withoutScripts,
  writeControlSite,
  writeScriptFreeCopy,
} from "../../../../scripts/bench/scriptFreeCopy";

// The head and body tags our build writes (Vite's entry and preloads, the prerender's JSON-LD).
const PAGE = `<!doctype html><html lang="en"><head>
<link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-XKyaHtl9.js">
<script type="module" crossorigin src="/assets/index-BQXzg-Y0.js"></script>
<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/archivo.woff2">
<link rel="stylesheet" crossorigin href="/assets/hydrateApp.css">
<link rel="modulepreload" crossorigin href="/assets/page-DxY0vEx5.js" />
<script type="application/ld+json">{"@type":"Organization","name":"Urja"}</script>
<script>window.inline = 1;</script>
<script type="text/javascript">window.typed = 1;</script>
</head><body><div id="root"><h1>Urja</h1><img src="/assets/slide-800.avif" alt=""></div></body></html>`;

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "script-free-"));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("withoutScripts", () => {
  it("takes out the scripts a browser runs and the module preloads, and keeps the rest", () => {
    const page = withoutScripts(PAGE);
    expect(page).not.toMatch(/modulepreload|index-BQXzg|window\.inline|window\.typed/);
    expect(page).toContain('<script type="application/ld+json">{"@type":"Organization"');
    for (const kept of ['rel="preload" as="font"', 'rel="stylesheet"', "<h1>Urja</h1>", "<img "])
      expect(page).toContain(kept);
  });
});

describe("writeScriptFreeCopy", () => {
  it("copies the build, rewrites every page and compresses the rewritten pages afresh", async () => {
    const build = path.join(root, "dist");
    await mkdir(path.join(build, "about"), { recursive: true });
    await mkdir(path.join(build, "assets"), { recursive: true });
    await writeFile(path.join(build, "index.html"), PAGE);
    await writeFile(path.join(build, "about", "index.html"), PAGE.replace("Urja", "About"));
    // The build's compressed copy of the page still has its scripts: it must not be served.
    await writeFile(path.join(build, "index.html.br"), "stale");
    const script = "export const app = 1;\n".repeat(50);
    await writeFile(path.join(build, "assets", "app.js"), script);

    const copy = path.join(root, "copy");
    expect(await writeScriptFreeCopy(build, copy, path.join(root, "cache"))).toBe(2);
    for (const page of ["index.html", path.join("about", "index.html")]) {
      const html = await readFile(path.join(copy, page), "utf8");
      expect(html).not.toContain('<script type="module"');
      expect(brotliDecompressSync(await readFile(path.join(copy, `${page}.br`))).toString()).toBe(
        html,
      );
    }
    expect(await readFile(path.join(copy, "assets", "app.js"), "utf8")).toBe(script);
    expect(await readFile(path.join(build, "index.html"), "utf8")).toBe(PAGE);
  });
});

describe("writeControlSite", () => {
  it("writes a page and a 404 page with no stylesheet, font, image or script", async () => {
    await writeControlSite(root);
    for (const page of ["index.html", "404.html"]) {
      const html = await readFile(path.join(root, page), "utf8");
      expect(html).toMatch(/<h1>[^<]+<\/h1><p>[^<]+<\/p>/);
      expect(html).not.toMatch(/<(link|script|img|style)\b/);
    }
  });
});
