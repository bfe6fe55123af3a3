import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { SiteHead } from "../src/router/routeHead";

type ServerEntry = typeof import("../src/entry-server");

/** The file a route is written to: `/` → `index.html`, `/about` → `about/index.html`. */
export function routeFile(outDir: string, route: string): string {
  return path.join(outDir, ...route.split("/").filter(Boolean), "index.html");
}

/**
 * Writes one HTML document per route into `outDir`, plus `404.html`, by rendering the server
 * bundle into the client build's `index.html` (which already links the hashed script and CSS):
 * the app into `<!--app-html-->`, the route's head tags into `<!--app-head-->`.
 * @param serverEntry the built `entry-server.js`
 * @param siteHead more head tags for a route, e.g. from scripts/brandSeo.ts
 * @returns the routes written
 */
export async function prerender(
  outDir: string,
  serverEntry: string,
  siteHead?: SiteHead,
): Promise<string[]> {
  // The query defeats Node's module cache when a process prerenders the same brand twice.
  const entry: ServerEntry = await import(`${pathToFileURL(serverEntry).href}?t=${Date.now()}`);
  const template = await readFile(path.join(outDir, "index.html"), "utf8");
  if (!template.includes("<!--app-html-->") || !template.includes("<!--app-head-->")) {
    throw new Error(`${outDir}/index.html lost its <!--app-head--> or <!--app-html--> placeholder`);
  }
  const write = async (route: string, file: string) => {
    const rendered = await entry.render(route, siteHead);
    const html = template
      .replace("<!--app-head-->", () => rendered.head)
      .replace("<!--app-html-->", () => rendered.html);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, html);
  };
  // 404.html first: the template is index.html, which the `/` route overwrites.
  await write("/404", path.join(outDir, "404.html"));
  for (const route of entry.routePaths) await write(route, routeFile(outDir, route));
  return [...entry.routePaths];
}
