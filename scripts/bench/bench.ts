import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { localePath } from "../../src/i18n/localePath.ts";
import { listBrands } from "../brand/brandLoader.ts";
import { type HostingTarget, readHostingTarget } from "../hosting/firebaseConfig.ts";
import { serveStatic } from "../hosting/serveStatic.ts";
import { parsedOrExit } from "../lib/commandLine.ts";
import { ownedScratchDir } from "../lib/ownedScratchDir.ts";
import { repoRoot } from "../lib/repoRoot.ts";
import {
  BUDGET,
  controlMisses,
  controlRatio,
  localeMisses,
  parseBenchArgs,
  type RunFigures,
  summarise,
} from "./benchFigures.ts";
import { BENCH_COLUMNS, benchRow } from "./benchTable.ts";
import { measureRoute } from "./measureRoute.ts";
import { writeControlSite, writeScriptFreeCopy } from "./scriptFreeCopy.ts";

/**
 * `npm run bench [-- --runs N] [--brand id] [--routes /a,/b] [--strict] [--http1] [--baseline]
 * [--compare <dist>]...`:
 * builds the brands, serves each as Firebase Hosting does (its headers, over HTTPS with HTTP/2; `--http1`
 * serves plain HTTP/1.1 as `npm run preview` does), runs Lighthouse 13 (mobile defaults: simulated slow 4G,
 * 4x CPU slowdown) `--runs` times on every route in every locale (`/about`, `/hi/about`), interleaved (run 1 of every route, then run 2,
 * ...) so a burst of load on this shared machine spreads over routes, and prints per route the
 * median with min-max, the load average, and the long tasks by script. The same figures go to
 * `bench-results/<time>.json`. A benchmark, not a test: it reports misses of `BUDGET`
 * (scripts/bench/benchFigures.ts), and of `LOCALE_BUDGET` for a page in another locale against the
 * same page in the default one, and exits 1 for them only with `--strict`. First-load JS is
 * reported as transferred and as the brotli 11 bodies of the built files, which the budget holds.
 * `--baseline` adds reference rows, measured in the same interleaved runs: each route with its
 * scripts taken out (what the prerendered page costs by itself) and a two-line control page (this
 * machine's floor), whose LCP every route's is held to a ratio of (`BUDGET.controlLcpRatio`);
 * `--compare <dist>` adds the same routes of another build (before and after in one run; repeatable). Reference
 * rows never count as misses.
 */

const allBrands = await listBrands();
const options = parsedOrExit(() => parseBenchArgs(process.argv.slice(2), allBrands));
const brands = options.brands.length > 0 ? options.brands : allBrands;

interface Target {
  brand: string;
  route: string;
  /** The page's path in the manifest and the locale the route shows it in. */
  page: { path: string; locale: string; defaultLocale: string };
  url: string;
  outDir: string;
  /** Whether the route is a home page (`/`, `/hi`): budgets of its own. */
  home: boolean;
  /** A `--baseline` or `--compare` row: measured and shown, never a miss. */
  reference: boolean;
  /**
   * Which build or copy the row measures, as its label says (`compare`, `no JS`); empty for the
   * build being measured. A page in another locale is held to its counterpart of the same kind.
   */
  kind: string;
  runs: RunFigures[];
}
const builds: Array<{ brand: string; ms: number }> = [];
const servers: Array<{ close: () => void }> = [];
const scratchDirs: string[] = [];
/**
 * A fresh directory under the system's temporary one, removed when the bench ends (or by the next
 * bench, when a signal stops this one first).
 */
async function scratchDir(name: string): Promise<string> {
  const dir = await ownedScratchDir(`bench-${name}-`);
  scratchDirs.push(dir);
  return dir;
}
// Lighthouse, Chromium's launchers, the HTTP/2 server and the build load only now, once the
// command line is read: --help and a mistyped option answer at once.
const [
  chromeLauncher,
  { CHROMIUM_PATH },
  { BENCH_CHROME_FLAGS },
  { buildBrand },
  { serveStaticHttp2 },
  { benchNavigation },
] = await Promise.all([
  import("chrome-launcher"),
  import("../lib/chromium.ts"),
  import("./benchChromeFlags.ts"),
  import("../siteBuild/buildBrand.ts"),
  import("../hosting/serveStaticHttp2.ts"),
  import("./benchNavigation.ts"),
]);
const serve = options.http1 ? serveStatic : serveStaticHttp2;
const targets: Target[] = [];
const sites: Array<{ brand: string; url: string; routes: string[] }> = [];
let navigations: Awaited<ReturnType<typeof benchNavigation>> = [];
/** The first brand's Hosting target, which the control page is served with. */
let controlHosting: HostingTarget | undefined;
/**
 * Serves `dir` as Hosting serves `hosting`'s target, until the bench ends, over the bench's
 * protocol; returns its base URL.
 */
async function serveDir(dir: string, hosting: HostingTarget): Promise<string> {
  const { server, url } = await serve({ dir, port: 0, hosting });
  servers.push(server);
  return url;
}
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: [...BENCH_CHROME_FLAGS],
});
try {
  for (const brand of brands) {
    const build = await buildBrand({ brand });
    builds.push({ brand, ms: build.ms });
    const hosting = await readHostingTarget(brand);
    controlHosting ??= hosting;
    const url = await serveDir(build.outDir, hosting);
    sites.push({ brand, url, routes: build.manifest.pages.map((page) => page.path) });
    // The same build without its scripts (scripts/bench/scriptFreeCopy.ts), for the reference rows.
    let scriptFree: { dir: string; url: string } | null = null;
    if (options.baseline) {
      const dir = await scratchDir(`${brand}-no-js`);
      await writeScriptFreeCopy(build.outDir, dir);
      scriptFree = { dir, url: await serveDir(dir, hosting) };
    }
    // The other builds' same brand, served alike, for their reference rows: `(compare)`, or
    // `(compare 1)`, `(compare 2)`, ... in the order given when there are several.
    const compared = await Promise.all(
      options.compare.map(async (dist, index) => {
        const dir = path.resolve(dist, brand);
        const label = options.compare.length > 1 ? `compare ${index + 1}` : "compare";
        return { dir, label, url: await serveDir(dir, hosting) };
      }),
    );
    // Each page in every locale, the default's first: /about, then /hi/about.
    const { manifest } = build;
    for (const [locale, page] of manifest.locales.flatMap((locale) =>
      manifest.pages.map((page) => [locale, page] as const),
    )) {
      const route = localePath(manifest, locale, page.path);
      const wanted = [route, page.path];
      if (options.routes.length > 0 && !wanted.some((item) => options.routes.includes(item)))
        continue;
      const target = {
        brand,
        route,
        page: { path: page.path, locale, defaultLocale: manifest.defaultLocale },
        outDir: build.outDir,
        home: page.path === "/",
        runs: [],
      };
      targets.push({ ...target, url: `${url}${route}`, reference: false, kind: "" });
      for (const other of compared) {
        targets.push({
          ...target,
          route: `${route} (${other.label})`,
          url: `${other.url}${route}`,
          outDir: other.dir,
          reference: true,
          kind: other.label,
          runs: [],
        });
      }
      if (scriptFree) {
        targets.push({
          ...target,
          route: `${route} (no JS)`,
          url: `${scriptFree.url}${route}`,
          outDir: scriptFree.dir,
          reference: true,
          kind: "no JS",
          runs: [],
        });
      }
    }
  }
  if (options.baseline && controlHosting) {
    const dir = await scratchDir("control");
    await writeControlSite(dir);
    const url = await serveDir(dir, controlHosting);
    targets.push({
      brand: "control",
      route: "/ (two lines)",
      page: { path: "/", locale: "en", defaultLocale: "en" },
      url: `${url}/`,
      outDir: dir,
      home: true,
      reference: true,
      kind: "control",
      runs: [],
    });
  }
  if (targets.length === 0)
    throw new Error(`No route matches --routes ${options.routes.join(",")}`);
  for (let run = 1; run <= options.runs; run++) {
    for (const target of targets) {
      const figures = await measureRoute(target.url, chrome.port, target.outDir);
      target.runs.push(figures);
      console.log(
        `run ${run}/${options.runs} ${target.brand} ${target.route}: perf ${figures.performance}, TBT ${figures.tbtMs} ms, LCP ${figures.lcpMs} ms, load ${figures.load}`,
      );
    }
  }
  navigations = await benchNavigation(sites, options.runs);
} finally {
  for (const server of servers) server.close();
  await chrome.kill();
  for (const dir of scratchDirs) await rm(dir, { recursive: true, force: true });
}

const measured = targets.map((target) => ({
  target,
  summary: summarise(target.brand, target.route, target.home, target.runs),
}));
const control = measured.find(({ target }) => target.brand === "control")?.summary;
// A page in another locale is held to the same page in the default locale (LOCALE_BUDGET).
const summaries = measured.map(({ target, summary }) => {
  const { path, locale, defaultLocale } = target.page;
  const counterpart = measured.find(
    (other) =>
      other.target.brand === target.brand &&
      other.target.kind === target.kind &&
      other.target.page.path === path &&
      other.target.page.locale === defaultLocale,
  );
  const misses = [
    ...(locale !== defaultLocale && counterpart ? localeMisses(summary, counterpart.summary) : []),
    ...(control ? controlMisses(summary, control) : []),
  ];
  return {
    ...summary,
    misses: [...summary.misses, ...misses],
    reference: target.reference,
    controlRatio: control ? controlRatio(summary, control) : null,
  };
});
console.log(
  `\nMedian (min-max) of ${options.runs} run(s) per route; load = 1-minute load average during the runs`,
);
console.log(BENCH_COLUMNS);
for (const summary of summaries) console.log(benchRow(summary));
console.log("\nLong tasks (≥ 50 ms at 4x CPU) by script, over all runs: count, longest");
for (const summary of summaries) {
  const tasks = summary.longTasksByUrl
    .map((task) => `${task.url} ${task.count}× ≤ ${task.longestMs} ms`)
    .join(", ");
  console.log(`${summary.brand.padEnd(12)} ${summary.route.padEnd(44)} ${tasks || "none"}`);
}
for (const { brand, ms } of builds) console.log(`build time ${brand}: ${ms} ms`);
const misses = summaries.filter(
  (summary) => summary.misses.length > 0 && !summary.reference,
).length;
const references = summaries.filter((summary) => summary.reference).length;
console.log(
  `${summaries.length - references} routes measured, ${misses} over budget` +
    (references > 0 ? ` (and ${references} reference rows)` : ""),
);
const outDir = path.join(repoRoot, "bench-results");
await mkdir(outDir, { recursive: true });
const file = path.join(outDir, `${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
await writeFile(
  file,
  JSON.stringify(
    { budget: BUDGET, options, builds, routes: summaries, targets, navigations },
    null,
    2,
  ),
);
console.log(`figures written to ${path.relative(process.cwd(), file)}`);
if (options.strict && misses > 0) process.exitCode = 1;
