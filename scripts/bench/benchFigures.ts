import {
  type CommandHelp,
  invalidArgument,
  type OptionValue,
  parseCommandLine,
} from "../lib/commandLine";

/**
 * Budgets of `npm run bench --strict` (Lighthouse mobile defaults: simulated slow
 * 4G, 4x CPU slowdown), checked against the median of a route's runs.
 */
export const BUDGET = {
  /** Lighthouse performance score, 0-100. */
  performance: 100,
  /** Accessibility, best practices and SEO scores, 0-100. */
  otherCategories: 98,
  lcpMs: 1200,
  tbtMs: 50,
  cls: 0,
  /** The longest task (ms) our own origin's scripts or document may cause before the page is idle. */
  longTaskMs: 50,
  /**
   * First-load JS (KB): the scripts a page loads before any interaction, each counted as its built
   * file compressed with brotli at quality 11 (as the CDN serves it) without response headers, so
   * HTTP/1.1 and HTTP/2 read alike. A home page (`/`, `/hi`) and every other page.
   */
  firstLoadJsKb: { home: 125, page: 112 },
  /**
   * LCP median at most this many times the control page's (two lines of text, served alike and
   * measured in the same interleaved runs, `--baseline`): a home page and every other page.
   */
  controlLcpRatio: { home: 1.5, page: 1.3 },
} as const;

/**
 * Budgets of a page in a locale other than the default (`/hi/about`), against the same page in
 * the default locale measured in the same runs: as fast as it, whatever the language.
 */
export const LOCALE_BUDGET = {
  /** Its LCP median at most this many times the default locale's (+5 %). */
  lcpRatio: 1.05,
  /** Its first-load JS at most this many KB more than the default locale's. */
  firstLoadJsKb: 2,
} as const;

/** What `npm run bench` was asked to measure. */
export interface BenchOptions {
  /** Lighthouse runs per route (default 5). */
  runs: number;
  /** Brands to measure; empty means every brand. */
  brands: string[];
  /**
   * Routes to measure: a page's path (`/about`, in every locale) or one locale's address
   * (`/hi/about`); empty means every route in every locale.
   */
  routes: string[];
  /** Exit 1 when a median misses a budget. */
  strict: boolean;
  /**
   * Serve over plain HTTP/1.1 as `npm run preview` does, instead of HTTPS with HTTP/2 as Firebase
   * Hosting serves (scripts/hosting/serveStaticHttp2.ts says what HTTP/1.1 does to the figures).
   */
  http1: boolean;
  /**
   * Also measure each route with its scripts taken out (the prerendered page alone) and a control
   * page of two lines, as reference rows that never count as misses.
   */
  baseline: boolean;
  /**
   * Other builds' output folders, as `npm run build` writes them (`<brand>/` in each, such as an
   * earlier commit's `dist/`): their routes are measured in the same interleaved runs, as reference
   * rows, for a before-and-after table that one burst of load cannot skew. Empty for none.
   */
  compare: string[];
}

/** What `npm run bench -- --help` prints and the options it takes. */
const BENCH_COMMAND: CommandHelp = {
  name: "bench",
  invocation: "npm run bench --",
  summary:
    "Builds the brands, serves each as Firebase Hosting does (its headers, over HTTPS with HTTP/2) and runs Lighthouse (mobile defaults) on every route; prints medians with min-max, the load average and long tasks, and saves them in bench-results/.",
  options: {
    runs: { type: "string", value: "<n>", description: "Lighthouse runs per route (default: 5)" },
    brand: {
      type: "string",
      multiple: true,
      value: "<id>[,<id>]",
      description: "brands to measure, repeatable (default: every brand)",
    },
    routes: {
      type: "string",
      multiple: true,
      value: "</a>[,</b>]",
      description:
        "routes to measure, repeatable: /about in every locale, /hi/about in Hindi only (default: every route in every locale)",
    },
    strict: {
      type: "boolean",
      description: "exit 1 when a median misses a budget (default: report only)",
    },
    http1: {
      type: "boolean",
      description:
        "serve over plain HTTP/1.1 as npm run preview does (default: HTTPS with HTTP/2, as Firebase Hosting)",
    },
    compare: {
      type: "string",
      multiple: true,
      value: "<dist>",
      description:
        "also measure the same routes of another build's output folder (holding <brand>/, e.g. an earlier commit's dist), in the same runs, as reference rows; repeatable, one set of rows per folder (default: none)",
    },
    baseline: {
      type: "boolean",
      description:
        "also measure each route without its scripts and a two-line control page, as reference rows (default: off)",
    },
  },
  example: "npm run bench -- --runs 3 --brand healthcare --routes /,/privacy-policy",
};

/** The comma-separated items of a repeatable option's values, trimmed, empty ones dropped. */
const listOf = (value: OptionValue): string[] =>
  (Array.isArray(value) ? value : [])
    .flatMap((item) => String(item).split(","))
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * Parses `npm run bench` arguments: `--runs N`, `--brand id[,id]` (repeatable), `--routes
 * /a,/b` (repeatable), `--strict`, `--http1`, `--baseline`, `--compare <dist>` (repeatable), or
 * `--help`.
 * @returns the options, or `{ help }` (the help text) for `--help`/`-h`
 * @param knownBrands the brand ids in `brands/`
 * @throws CliError (one line, pointing at --help) when `--runs` is not a whole number from 1, a
 *   brand is not one of `knownBrands`, a route is not a path, or an option is unknown or lacks its
 *   value
 */
export function parseBenchArgs(
  args: readonly string[],
  knownBrands: readonly string[],
): BenchOptions | { help: string } {
  const parsed = parseCommandLine(args, BENCH_COMMAND);
  if ("help" in parsed) return parsed;
  const { values } = parsed;
  const runsText = typeof values.runs === "string" ? values.runs : "5";
  const runs = Number(runsText);
  if (!Number.isInteger(runs) || runs < 1) {
    throw invalidArgument(
      `--runs expects a whole number from 1, got '${runsText}'.`,
      BENCH_COMMAND,
    );
  }
  const brands = listOf(values.brand);
  const unknown = brands.filter((brand) => !knownBrands.includes(brand));
  if (unknown.length > 0) {
    throw invalidArgument(
      `--brand: no brand '${unknown.join("', '")}'; the brands are ${knownBrands.join(", ")}.`,
      BENCH_COMMAND,
    );
  }
  const routes = listOf(values.routes);
  for (const route of routes) {
    if (!route.startsWith("/")) {
      throw invalidArgument(
        `--routes expects paths such as /about, got '${route}'.`,
        BENCH_COMMAND,
      );
    }
  }
  return {
    runs,
    brands,
    routes,
    strict: values.strict === true,
    http1: values.http1 === true,
    baseline: values.baseline === true,
    // Not split at commas, as --brand and --routes are: a folder's name may hold one.
    compare: (Array.isArray(values.compare) ? values.compare : []).filter(
      (item): item is string => typeof item === "string",
    ),
  };
}

/** One Lighthouse run of one route. */
export interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** KB of the page's scripts as transferred (headers included). */
  firstLoadJsKb: number;
  /** KB of the same scripts' built files, each compressed with brotli 11 (`BUDGET.firstLoadJsKb`). */
  firstLoadJsBrotliKb: number;
  totalKb: number;
  /** Long tasks (≥ 50 ms, simulated at 4x CPU) with the script or document they are attributed to. */
  longTasks: Array<{ url: string; durationMs: number }>;
  /** Our own origin's longest task, 0 when none reached 50 ms. */
  ownLongestTaskMs: number;
  /** The 1-minute load average when the run ended. */
  load: number;
  /** On-demand packages (firebase, EmailJS, PhotoSwipe) found in the first load. */
  lazyCodeInFirstLoad: string[];
}

/** Median and range of one figure over a route's runs. */
export interface Spread {
  median: number;
  min: number;
  max: number;
}

/**
 * Median (the mean of the middle two for an even count), minimum and maximum.
 * @throws Error on an empty list
 */
export function spread(values: readonly number[]): Spread {
  if (values.length === 0) throw new Error("spread() of no values");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1
      ? (sorted[middle] ?? 0)
      : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return { median, min: sorted[0] ?? 0, max: sorted[sorted.length - 1] ?? 0 };
}

const NUMERIC = [
  "performance",
  "accessibility",
  "bestPractices",
  "seo",
  "lcpMs",
  "tbtMs",
  "cls",
  "firstLoadJsKb",
  "firstLoadJsBrotliKb",
  "totalKb",
  "ownLongestTaskMs",
  "load",
] as const;

/** A route's figures over its runs. */
export type RouteSummary = Record<(typeof NUMERIC)[number], Spread> & {
  brand: string;
  route: string;
  runs: number;
  /** Whether the route is a home page (`/`, `/hi`), which has budgets of its own. */
  home: boolean;
  /** Per script (or document) URL: how many long tasks over all runs, and the longest (ms). */
  longTasksByUrl: Array<{ url: string; count: number; longestMs: number }>;
  lazyCodeInFirstLoad: string[];
  misses: string[];
};

/**
 * Summarises a route's runs and checks the medians against `BUDGET` (a home page's first-load JS
 * against the home budget, any other page's against the page budget).
 * @throws Error when `runs` is empty
 */
export function summarise(
  brand: string,
  route: string,
  home: boolean,
  runs: readonly RunFigures[],
): RouteSummary {
  const figure = (key: (typeof NUMERIC)[number]) => spread(runs.map((run) => run[key]));
  const spreads = {
    performance: figure("performance"),
    accessibility: figure("accessibility"),
    bestPractices: figure("bestPractices"),
    seo: figure("seo"),
    lcpMs: figure("lcpMs"),
    tbtMs: figure("tbtMs"),
    cls: figure("cls"),
    firstLoadJsKb: figure("firstLoadJsKb"),
    firstLoadJsBrotliKb: figure("firstLoadJsBrotliKb"),
    totalKb: figure("totalKb"),
    ownLongestTaskMs: figure("ownLongestTaskMs"),
    load: figure("load"),
  };
  const byUrl = new Map<string, { count: number; longestMs: number }>();
  for (const task of runs.flatMap((run) => run.longTasks)) {
    const entry = byUrl.get(task.url) ?? { count: 0, longestMs: 0 };
    byUrl.set(task.url, {
      count: entry.count + 1,
      longestMs: Math.max(entry.longestMs, task.durationMs),
    });
  }
  const lazyCodeInFirstLoad = [...new Set(runs.flatMap((run) => run.lazyCodeInFirstLoad))];
  const summary = {
    brand,
    route,
    runs: runs.length,
    home,
    ...spreads,
    longTasksByUrl: [...byUrl]
      .map(([url, entry]) => ({ url, ...entry }))
      .sort((a, b) => b.longestMs - a.longestMs),
    lazyCodeInFirstLoad,
  };
  return { ...summary, misses: budgetMisses(summary) };
}

function budgetMisses(summary: Omit<RouteSummary, "misses">): string[] {
  const misses: string[] = [];
  const { performance, lcpMs, tbtMs, cls, firstLoadJsBrotliKb, ownLongestTaskMs } = summary;
  if (performance.median < BUDGET.performance)
    misses.push(`performance ${performance.median} < ${BUDGET.performance}`);
  for (const category of ["accessibility", "bestPractices", "seo"] as const) {
    const { median } = summary[category];
    if (median < BUDGET.otherCategories)
      misses.push(`${category} ${median} < ${BUDGET.otherCategories}`);
  }
  if (lcpMs.median > BUDGET.lcpMs) misses.push(`LCP ${lcpMs.median} ms > ${BUDGET.lcpMs}`);
  if (tbtMs.median > BUDGET.tbtMs) misses.push(`TBT ${tbtMs.median} ms > ${BUDGET.tbtMs}`);
  if (cls.median > BUDGET.cls) misses.push(`CLS ${cls.median} > ${BUDGET.cls}`);
  if (ownLongestTaskMs.median > BUDGET.longTaskMs)
    misses.push(`long task ${ownLongestTaskMs.median} ms > ${BUDGET.longTaskMs}`);
  const jsLimit = summary.home ? BUDGET.firstLoadJsKb.home : BUDGET.firstLoadJsKb.page;
  if (firstLoadJsBrotliKb.median > jsLimit) {
    misses.push(
      `first-load JS ${firstLoadJsBrotliKb.median} KB brotli > ${jsLimit} (${summary.home ? "home" : "page"})`,
    );
  }
  for (const name of summary.lazyCodeInFirstLoad) misses.push(`${name} code in the first load`);
  return misses;
}

/** `ratio` as the share it adds: 1.05 → `5 %`. */
const overOne = (ratio: number) => `${Math.round((ratio - 1) * 100)} %`;

/**
 * What a page in another locale misses of `LOCALE_BUDGET` against the same page in the default
 * locale (`counterpart`, measured in the same runs), by their medians.
 */
export function localeMisses(summary: RouteSummary, counterpart: RouteSummary): string[] {
  const misses: string[] = [];
  const lcpLimit = Math.round(counterpart.lcpMs.median * LOCALE_BUDGET.lcpRatio);
  if (summary.lcpMs.median > lcpLimit) {
    misses.push(
      `LCP ${summary.lcpMs.median} ms > ${counterpart.route}'s ${counterpart.lcpMs.median} ms + ${overOne(LOCALE_BUDGET.lcpRatio)}`,
    );
  }
  const js = summary.firstLoadJsBrotliKb.median;
  const theirs = counterpart.firstLoadJsBrotliKb.median;
  if (js > theirs + LOCALE_BUDGET.firstLoadJsKb) {
    misses.push(
      `first-load JS ${js} KB > ${counterpart.route}'s ${theirs} KB + ${LOCALE_BUDGET.firstLoadJsKb}`,
    );
  }
  return misses;
}

/** A route's LCP median over the control page's, measured in the same runs (2 decimals). */
export const controlRatio = (summary: RouteSummary, control: RouteSummary): number =>
  Number((summary.lcpMs.median / control.lcpMs.median).toFixed(2));

/**
 * What a route misses of `BUDGET.controlLcpRatio` against the control page (`control`, measured
 * in the same runs), by their medians.
 */
export function controlMisses(summary: RouteSummary, control: RouteSummary): string[] {
  const limit = summary.home ? BUDGET.controlLcpRatio.home : BUDGET.controlLcpRatio.page;
  const ratio = controlRatio(summary, control);
  return ratio > limit
    ? [`LCP ${ratio}× the control's ${control.lcpMs.median} ms > ${limit}×`]
    : [];
}
