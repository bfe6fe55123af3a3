import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_PATH } from "../tests/support/browser.ts";
import { listBrands } from "./brandLoader.ts";
import { buildBrand } from "./buildBrand.ts";
import { commandLineOrExit } from "./commandLine.ts";
import { readHostingTarget } from "./firebaseConfig.ts";
import { repoRoot } from "./repoRoot.ts";
import { serveStatic } from "./serveStatic.ts";

/**
 * `npm run bench`: builds every brand, serves each as `npm run preview` does, runs Lighthouse
 * (mobile defaults: simulated slow 4G, 4x CPU slowdown) on every route and prints one row per
 * route, checked against the budgets below. The same figures go to `bench-results/<time>.json`.
 * A benchmark, not a test: it reports misses and exits 0 unless `--strict` is given.
 */

const BUDGET = {
  /** Lowest acceptable Lighthouse category score, 0-100. */
  score: 98,
  lcpMs: 1500,
  tbtMs: 100,
  cls: 0.02,
  firstLoadJsKb: 90,
} as const;

/** Code that must never be in a first page load (it loads when the visitor needs it). */
const LAZY_ONLY = [
  { name: "firebase", marker: /firestore\.googleapis\.com|FirebaseError/ },
  { name: "EmailJS", marker: /api\.emailjs\.com/ },
  { name: "PhotoSwipe", marker: /pswp__/ },
];

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
];

interface RouteFigures {
  brand: string;
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  firstLoadJsKb: number;
  totalKb: number;
  lazyCodeInFirstLoad: string[];
  misses: string[];
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

function networkRequests(details: unknown): NetworkRequest[] {
  if (
    !details ||
    typeof details !== "object" ||
    !("items" in details) ||
    !Array.isArray(details.items)
  )
    return [];
  return details.items.filter(
    (item): item is NetworkRequest =>
      typeof item === "object" && item !== null && typeof item.url === "string",
  );
}

async function lazyCodeIn(scripts: NetworkRequest[]): Promise<string[]> {
  const found = new Set<string>();
  for (const script of scripts) {
    const source = await (await fetch(script.url)).text();
    for (const { name, marker } of LAZY_ONLY) if (marker.test(source)) found.add(name);
  }
  return [...found];
}

function budgetMisses(figures: Omit<RouteFigures, "misses">): string[] {
  const misses: string[] = [];
  for (const category of ["performance", "accessibility", "bestPractices", "seo"] as const) {
    if (figures[category] < BUDGET.score)
      misses.push(`${category} ${figures[category]} < ${BUDGET.score}`);
  }
  if (figures.lcpMs > BUDGET.lcpMs) misses.push(`LCP ${figures.lcpMs} ms > ${BUDGET.lcpMs}`);
  if (figures.tbtMs > BUDGET.tbtMs) misses.push(`TBT ${figures.tbtMs} ms > ${BUDGET.tbtMs}`);
  if (figures.cls > BUDGET.cls) misses.push(`CLS ${figures.cls} > ${BUDGET.cls}`);
  if (figures.firstLoadJsKb > BUDGET.firstLoadJsKb) {
    misses.push(`first-load JS ${figures.firstLoadJsKb} KB > ${BUDGET.firstLoadJsKb}`);
  }
  for (const name of figures.lazyCodeInFirstLoad) misses.push(`${name} code in the first load`);
  return misses;
}

async function measure(
  brand: string,
  route: string,
  url: string,
  port: number,
): Promise<RouteFigures> {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error" });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const requests = networkRequests(audits["network-requests"]?.details);
  const origin = new URL(url).origin;
  const scripts = requests.filter(
    (request) => request.resourceType === "Script" && request.url.startsWith(origin),
  );
  const figures = {
    brand,
    route,
    performance: score(categories.performance?.score),
    accessibility: score(categories.accessibility?.score),
    bestPractices: score(categories["best-practices"]?.score),
    seo: score(categories.seo?.score),
    lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
    tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
    cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
    firstLoadJsKb: Math.round(
      scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024,
    ),
    totalKb: Math.round((audits["total-byte-weight"]?.numericValue ?? 0) / 1024),
    lazyCodeInFirstLoad: await lazyCodeIn(scripts),
  };
  return { ...figures, misses: budgetMisses(figures) };
}

const COLUMNS =
  "brand        route                                        perf a11y  bp  seo  LCP ms TBT ms   CLS  JS KB total KB";

function row(f: RouteFigures): string {
  return [
    f.brand.padEnd(12),
    f.route.padEnd(44),
    String(f.performance).padStart(4),
    String(f.accessibility).padStart(4),
    String(f.bestPractices).padStart(3),
    String(f.seo).padStart(4),
    String(f.lcpMs).padStart(7),
    String(f.tbtMs).padStart(6),
    f.cls.toFixed(3).padStart(5),
    String(f.firstLoadJsKb).padStart(6),
    String(f.totalKb).padStart(8),
    f.misses.length ? `  MISS: ${f.misses.join("; ")}` : "",
  ].join(" ");
}

const { values } = commandLineOrExit(process.argv.slice(2), {
  name: "bench",
  invocation: "npm run bench --",
  summary:
    "Builds every brand, serves it with its Hosting headers and runs Lighthouse on every route; prints one row per route against the budgets and writes bench-results/<time>.json.",
  options: {
    strict: {
      type: "boolean",
      description: "exit 1 when a budget is missed (default: report, exit 0)",
    },
  },
  example: "npm run bench -- --strict",
});
const strict = values.strict === true;
const brands = await listBrands();
const builds: Array<{ brand: string; ms: number }> = [];
const rows: RouteFigures[] = [];
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: CHROME_FLAGS,
});
try {
  console.log(COLUMNS);
  for (const brand of brands) {
    const build = await buildBrand({ brand });
    builds.push({ brand, ms: build.ms });
    const { server, url } = await serveStatic({
      dir: build.outDir,
      port: 0,
      hosting: await readHostingTarget(brand),
    });
    try {
      for (const route of build.routes) {
        const figures = await measure(brand, route, `${url}${route}`, chrome.port);
        rows.push(figures);
        console.log(row(figures));
      }
    } finally {
      server.close();
    }
  }
} finally {
  await chrome.kill();
}

for (const { brand, ms } of builds) console.log(`build time ${brand}: ${ms} ms`);
const misses = rows.filter((figures) => figures.misses.length > 0).length;
console.log(`${rows.length} routes measured, ${misses} over budget`);
const outDir = path.join(repoRoot, "bench-results");
await mkdir(outDir, { recursive: true });
const file = path.join(outDir, `${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
await writeFile(file, JSON.stringify({ budget: BUDGET, builds, routes: rows }, null, 2));
console.log(`figures written to ${path.relative(process.cwd(), file)}`);
if (strict && misses > 0) process.exitCode = 1;
