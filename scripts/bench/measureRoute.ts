import { readFile } from "node:fs/promises";
import { loadavg } from "node:os";
import path from "node:path";
import { brotliCached } from "../siteBuild/precompress.ts";
import type { RunFigures } from "./benchFigures.ts";

/** Code that must never be in a first page load (it loads when the visitor needs it). */
const LAZY_ONLY = [
  { name: "firebase", marker: /firestore\.googleapis\.com|FirebaseError/ },
  { name: "EmailJS", marker: /api\.emailjs\.com/ },
  { name: "PhotoSwipe", marker: /pswp__/ },
];

interface TableItem {
  url?: unknown;
  resourceType?: unknown;
  transferSize?: unknown;
  duration?: unknown;
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/** The rows of a Lighthouse table audit's details. */
function tableItems(details: unknown): TableItem[] {
  if (!details || typeof details !== "object" || !("items" in details)) return [];
  const { items } = details;
  return Array.isArray(items)
    ? items.filter((item): item is TableItem => typeof item === "object" && item !== null)
    : [];
}

/** Which of `LAZY_ONLY` these scripts contain. */
function lazyCodeIn(scripts: readonly Buffer[]): string[] {
  const sources = scripts.map((script) => script.toString("utf8"));
  return LAZY_ONLY.filter(({ marker }) => sources.some((source) => marker.test(source))).map(
    ({ name }) => name,
  );
}

/**
 * KB of these scripts, each compressed with brotli at quality 11 (as the CDN serves it; cached by
 * content), bodies only: the same figure whatever the protocol.
 */
async function brotliKb(scripts: readonly Buffer[]): Promise<number> {
  const sizes = await Promise.all(
    scripts.map(async (script) => (await brotliCached(script)).length),
  );
  return Number((sizes.reduce((sum, size) => sum + size, 0) / 1024).toFixed(1));
}

/**
 * One Lighthouse run (its mobile defaults) on `url` in the Chromium listening on `port`: scores,
 * LCP and TBT (ms), CLS, first-load JS (KB as transferred, and as brotli 11 bodies of the built
 * files in `outDir`) and total weight (KB), long tasks, the load average, and
 * which of `LAZY_ONLY` the page's first-load scripts in the build at `outDir` contain.
 * @throws Error when Lighthouse returns nothing for the URL
 */
export async function measureRoute(url: string, port: number, outDir: string): Promise<RunFigures> {
  const { default: lighthouse } = await import("lighthouse");
  const result = await lighthouse(url, { port, output: "json", logLevel: "error" });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const origin = new URL(url).origin;
  const scripts = tableItems(audits["network-requests"]?.details).filter(
    (item) =>
      item.resourceType === "Script" && typeof item.url === "string" && item.url.startsWith(origin),
  );
  const longTasks = tableItems(audits["long-tasks"]?.details).map((item) => ({
    url: typeof item.url === "string" ? item.url.replace(origin, "") : "?",
    durationMs: Math.round(typeof item.duration === "number" ? item.duration : 0),
  }));
  // The first-load scripts as built, read once for the two figures they give.
  const built = await Promise.all(
    scripts.map((item) => readFile(path.join(outDir, new URL(String(item.url)).pathname))),
  );
  // Our own: attributed to one of our scripts or to our document (a path, once the origin is cut).
  const own = longTasks.filter((task) => task.url.startsWith("/"));
  return {
    performance: score(categories.performance?.score),
    accessibility: score(categories.accessibility?.score),
    bestPractices: score(categories["best-practices"]?.score),
    seo: score(categories.seo?.score),
    lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
    tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
    cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
    firstLoadJsKb: Number(
      (
        scripts.reduce(
          (sum, item) => sum + (typeof item.transferSize === "number" ? item.transferSize : 0),
          0,
        ) / 1024
      ).toFixed(1),
    ),
    firstLoadJsBrotliKb: await brotliKb(built),
    totalKb: Math.round((audits["total-byte-weight"]?.numericValue ?? 0) / 1024),
    longTasks,
    ownLongestTaskMs: Math.max(0, ...own.map((task) => task.durationMs)),
    load: Number(loadavg()[0]?.toFixed(2) ?? 0),
    lazyCodeInFirstLoad: lazyCodeIn(built),
  };
}
