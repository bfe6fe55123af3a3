import { cp, mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { precompressFile } from "../siteBuild/precompress.ts";

/** Script types a browser runs; data blocks such as `application/ld+json` are not among them. */
const RUNNABLE_TYPE = /^(module|(text|application)\/(java|ecma)script)$/i;

/**
 * A built page without its app: every script the browser would run (no `type`, `module` or a
 * JavaScript type) and every `<link rel="modulepreload">` is taken out, so what is left is the
 * prerendered page with its stylesheet, fonts, images and structured data. Reads our build's own
 * output (Vite's and the prerender's tags), not arbitrary HTML.
 */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/g, (element, attributes: string) => {
      const type = /\btype="([^"]*)"/.exec(attributes)?.[1];
      return type === undefined || RUNNABLE_TYPE.test(type) ? "" : element;
    })
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, "");
}

/**
 * Copies the build in `outDir` to `destDir` with every HTML page passed through
 * {@link withoutScripts} and its `.br`/`.gz` copies written afresh, so the page is served
 * compressed as the real one is (the other files are copied as built). The bench's reference rows
 * measure it (scripts/bench/bench.ts, `--baseline`).
 * @param cacheDir brotli cache, as {@link precompressFile} takes it
 * @returns how many pages were rewritten
 */
export async function writeScriptFreeCopy(
  outDir: string,
  destDir: string,
  cacheDir?: string,
): Promise<number> {
  await cp(outDir, destDir, { recursive: true });
  const pages = (await readdir(destDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name));
  for (const page of pages) {
    await writeFile(page, withoutScripts(await readFile(page, "utf8")));
    // Replaces the build's compressed copies, which still have the scripts.
    await precompressFile(page, cacheDir);
  }
  return pages.length;
}

/** A page of a heading and a sentence: no stylesheet, font, image or script. */
const CONTROL_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Control page</title><meta name="description" content="A heading and a sentence."></head>
<body><h1>Control page</h1><p>A heading and a sentence, nothing else.</p></body>
</html>
`;

/**
 * Writes the bench's control site to `dir`: {@link CONTROL_PAGE} as `index.html` and `404.html`
 * (the static server needs a 404 page). Whatever Lighthouse reports for it on this machine is the
 * floor that no page can go under here.
 */
export async function writeControlSite(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, "index.html"), CONTROL_PAGE);
  await writeFile(path.join(dir, "404.html"), CONTROL_PAGE);
}
