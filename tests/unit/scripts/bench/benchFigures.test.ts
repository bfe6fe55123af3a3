import { describe, expect, it } from "vitest";
import {
  BUDGET,
  controlMisses,
  controlRatio,
  LOCALE_BUDGET,
  localeMisses,
  parseBenchArgs,
  type RunFigures,
  spread,
  summarise,
} from "../../../../scripts/bench/benchFigures";

const run = (overrides: Partial<RunFigures> = {}): RunFigures => ({
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1000,
  tbtMs: 20,
  cls: 0,
  firstLoadJsKb: 100,
  firstLoadJsBrotliKb: 98,
  totalKb: 150,
  longTasks: [],
  ownLongestTaskMs: 0,
  load: 1,
  lazyCodeInFirstLoad: [],
  ...overrides,
});

const BRANDS = ["engineering", "healthcare"];

describe("parseBenchArgs", () => {
  it("defaults to 5 runs of every route of every brand over HTTP/2, not strict, no baseline", () => {
    expect(parseBenchArgs([], BRANDS)).toEqual({
      runs: 5,
      brands: [],
      routes: [],
      strict: false,
      http1: false,
      baseline: false,
      compare: [],
    });
  });

  it("takes --runs, comma-separated or repeated --brand and --routes, --strict, --http1, --baseline and repeated --compare", () => {
    expect(
      parseBenchArgs(
        [
          "--runs",
          "3",
          "--brand",
          "engineering,healthcare",
          "--routes",
          "/,/about",
          "--routes=/contact",
          "--strict",
          "--http1",
          "--baseline",
          "--compare",
          "../before/dist",
          "--compare=../a,b/dist",
        ],
        BRANDS,
      ),
    ).toEqual({
      runs: 3,
      brands: ["engineering", "healthcare"],
      routes: ["/", "/about", "/contact"],
      strict: true,
      http1: true,
      baseline: true,
      compare: ["../before/dist", "../a,b/dist"],
    });
  });

  it.each([["0"], ["2.5"], ["many"]])("refuses --runs %s", (runs) => {
    expect(() => parseBenchArgs(["--runs", runs], BRANDS)).toThrow(/--runs expects a whole number/);
  });

  it("answers --help with its options and their defaults", () => {
    const parsed = parseBenchArgs(["--help"], BRANDS);
    expect("help" in parsed && parsed.help).toMatch(
      /^usage: npm run bench -- \[options\][\s\S]*--runs <n> +Lighthouse runs per route \(default: 5\)[\s\S]*--brand <id>\[,<id>\][\s\S]*--strict[\s\S]*--http1 +serve over plain HTTP\/1\.1/,
    );
  });

  it("refuses a brand that is not in brands/, naming the brands", () => {
    expect(() => parseBenchArgs(["--brand", "engineering,pharma"], BRANDS)).toThrow(
      "--brand: no brand 'pharma'; the brands are engineering, healthcare.",
    );
  });

  it("refuses a route that is not a path, and an unknown option", () => {
    expect(() => parseBenchArgs(["--routes", "about"], BRANDS)).toThrow(/--routes expects paths/);
    expect(() => parseBenchArgs(["--rounds", "3"], BRANDS)).toThrow(/rounds/);
  });
});

describe("spread", () => {
  it("gives the middle value of an odd count and the mean of the middle two of an even one", () => {
    expect(spread([30, 10, 20])).toEqual({ median: 20, min: 10, max: 30 });
    expect(spread([40, 10, 20, 30])).toEqual({ median: 25, min: 10, max: 40 });
  });

  it("refuses no values", () => {
    expect(() => spread([])).toThrow(/no values/);
  });
});

describe("summarise", () => {
  it("passes a route whose medians meet every budget, though one run missed", () => {
    const summary = summarise("engineering", "/about", false, [
      run(),
      run({ tbtMs: 300, performance: 90 }),
      run(),
    ]);
    expect(summary.tbtMs).toEqual({ median: 20, min: 20, max: 300 });
    expect(summary.misses).toEqual([]);
  });

  it("names every budget the medians miss", () => {
    const over = run({
      performance: 97,
      seo: 90,
      lcpMs: BUDGET.lcpMs + 1,
      tbtMs: BUDGET.tbtMs + 1,
      cls: 0.01,
      ownLongestTaskMs: 120,
      firstLoadJsBrotliKb: BUDGET.firstLoadJsKb.page + 1,
      lazyCodeInFirstLoad: ["firebase"],
    });
    expect(summarise("engineering", "/contact", false, [over]).misses).toEqual([
      "performance 97 < 100",
      "seo 90 < 98",
      "LCP 1201 ms > 1200",
      "TBT 51 ms > 50",
      "CLS 0.01 > 0",
      "long task 120 ms > 50",
      `first-load JS ${BUDGET.firstLoadJsKb.page + 1} KB brotli > ${BUDGET.firstLoadJsKb.page} (page)`,
      "firebase code in the first load",
    ]);
  });

  it("holds the brotli first-load JS to the home budget on a home page and the page budget elsewhere, by the median", () => {
    const { home, page } = BUDGET.firstLoadJsKb;
    const js = (kb: number) => run({ firstLoadJsBrotliKb: kb, firstLoadJsKb: 1 });
    expect(summarise("engineering", "/", true, [js(home)]).misses).toEqual([]);
    expect(summarise("engineering", "/hi", true, [js(home + 0.1)]).misses).toEqual([
      `first-load JS ${home + 0.1} KB brotli > ${home} (home)`,
    ]);
    expect(summarise("engineering", "/contact", false, [js(page)]).misses).toEqual([]);
    expect(
      summarise("healthcare", "/terms", false, [js(page + 5), js(page + 1), js(page - 1)]).misses,
    ).toEqual([`first-load JS ${page + 1} KB brotli > ${page} (page)`]);
    // As transferred, headers and all, the figure is reported but not held to the budget.
    const transferred = run({ firstLoadJsKb: page + 9, firstLoadJsBrotliKb: page - 1 });
    expect(summarise("engineering", "/about", false, [transferred]).misses).toEqual([]);
  });

  it("groups the long tasks of every run by script, longest first", () => {
    const summary = summarise("healthcare", "/", true, [
      run({
        longTasks: [
          { url: "/assets/app.js", durationMs: 80 },
          { url: "/", durationMs: 55 },
        ],
      }),
      run({ longTasks: [{ url: "/assets/app.js", durationMs: 120 }] }),
    ]);
    expect(summary.longTasksByUrl).toEqual([
      { url: "/assets/app.js", count: 2, longestMs: 120 },
      { url: "/", count: 1, longestMs: 55 },
    ]);
  });
});

describe("localeMisses", () => {
  const english = summarise("engineering", "/about", false, [
    run({ lcpMs: 1000, firstLoadJsKb: 100 }),
  ]);

  it("passes a page in another locale within 5 % of the default locale's LCP and 2 KB of its JS", () => {
    const hindi = summarise("engineering", "/hi/about", false, [
      run({
        lcpMs: 1000 * LOCALE_BUDGET.lcpRatio,
        firstLoadJsBrotliKb: 98 + LOCALE_BUDGET.firstLoadJsKb,
      }),
    ]);
    expect(localeMisses(hindi, english)).toEqual([]);
  });

  it("names the LCP and first-load JS over the default locale's, with its figures", () => {
    const hindi = summarise("engineering", "/hi/about", false, [
      run({ lcpMs: 1051, firstLoadJsBrotliKb: 100.1 }),
    ]);
    expect(localeMisses(hindi, english)).toEqual([
      "LCP 1051 ms > /about's 1000 ms + 5 %",
      "first-load JS 100.1 KB > /about's 98 KB + 2",
    ]);
  });
});

describe("controlMisses", () => {
  const control = summarise("control", "/ (two lines)", true, [run({ lcpMs: 600 })]);
  const at = (route: string, home: boolean, lcpMs: number) =>
    summarise("engineering", route, home, [run({ lcpMs })]);

  it("holds a home to 1.5 times the control page's LCP and any other page to 1.3 times", () => {
    expect(controlRatio(at("/", true, 900), control)).toBe(1.5);
    expect(controlMisses(at("/", true, 900), control)).toEqual([]);
    expect(controlMisses(at("/about", false, 780), control)).toEqual([]);
    expect(controlMisses(at("/about", false, 900), control)).toEqual([
      "LCP 1.5× the control's 600 ms > 1.3×",
    ]);
    expect(controlMisses(at("/hi", true, 1000), control)).toEqual([
      "LCP 1.67× the control's 600 ms > 1.5×",
    ]);
  });
});
