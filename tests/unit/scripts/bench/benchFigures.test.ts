import { describe, expect, it } from "vitest";
import {
  BUDGET,
  isTextPage,
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
    });
  });

  it("takes --runs, comma-separated or repeated --brand and --routes, --strict, --http1 and --baseline", () => {
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

describe("isTextPage", () => {
  it("is a page without a slider", () => {
    expect(isTextPage(["hero", "prose", "gallery"])).toBe(true);
    expect(isTextPage(["hero", "carousel"])).toBe(false);
    expect(isTextPage(["slides"])).toBe(false);
  });
});

describe("summarise", () => {
  it("passes a route whose medians meet every budget, though one run missed", () => {
    const summary = summarise("engineering", "/about", true, [
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
      firstLoadJsKb: BUDGET.textPageJsKb + 1,
      lazyCodeInFirstLoad: ["firebase"],
    });
    expect(summarise("engineering", "/contact", true, [over]).misses).toEqual([
      "performance 97 < 100",
      "seo 90 < 98",
      "LCP 1201 ms > 1200",
      "TBT 51 ms > 50",
      "CLS 0.01 > 0",
      "long task 120 ms > 50",
      "first-load JS 111 KB > 110",
      "firebase code in the first load",
    ]);
  });

  it("applies the first-load JS budget to text pages only", () => {
    const heavy = run({ firstLoadJsKb: 140 });
    expect(summarise("engineering", "/", false, [heavy]).misses).toEqual([]);
    expect(summarise("engineering", "/about", true, [heavy]).misses).toEqual([
      "first-load JS 140 KB > 110",
    ]);
  });

  it("holds the preview's first-load JS to the home budget on a home page and the page budget elsewhere", () => {
    const { home, page } = BUDGET.previewJsKb;
    const at = (kb: number[]) => ({ home: false, kb });
    expect(
      summarise("engineering", "/", false, [run()], { home: true, kb: [home] }).misses,
    ).toEqual([]);
    expect(
      summarise("engineering", "/hi", false, [run()], { home: true, kb: [home + 0.1] }).misses,
    ).toEqual([`preview JS ${home + 0.1} KB > ${home} (home)`]);
    expect(summarise("engineering", "/contact", true, [run()], at([page])).misses).toEqual([]);
    // The median of its runs, as every other figure.
    expect(
      summarise("healthcare", "/terms", true, [run()], at([page + 5, page + 1, page - 1])).misses,
    ).toEqual([`preview JS ${page + 1} KB > ${page} (page)`]);
  });

  it("reports the preview's JS beside its own, and checks nothing when it was not measured", () => {
    const measured = summarise("engineering", "/about", true, [run()], {
      home: false,
      kb: [104.2, 104.2],
    });
    expect(measured.previewJsKb).toEqual({ median: 104.2, min: 104.2, max: 104.2, home: false });
    expect(measured.firstLoadJsKb.median).toBe(100);
    const heavy = run({ firstLoadJsKb: 140 });
    expect(summarise("engineering", "/", false, [heavy]).previewJsKb).toBeNull();
    expect(summarise("engineering", "/", false, [heavy], { home: true, kb: [] }).misses).toEqual(
      [],
    );
  });

  it("groups the long tasks of every run by script, longest first", () => {
    const summary = summarise("healthcare", "/", false, [
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
  const english = summarise("engineering", "/about", true, [
    run({ lcpMs: 1000, firstLoadJsKb: 100 }),
  ]);

  it("passes a page in another locale within 10 % of the default locale's LCP and 2 KB of its JS", () => {
    const hindi = summarise("engineering", "/hi/about", true, [
      run({
        lcpMs: 1000 * LOCALE_BUDGET.lcpRatio,
        firstLoadJsKb: 100 + LOCALE_BUDGET.firstLoadJsKb,
      }),
    ]);
    expect(localeMisses(hindi, english)).toEqual([]);
  });

  it("names the LCP and first-load JS over the default locale's, with its figures", () => {
    const hindi = summarise("engineering", "/hi/about", true, [
      run({ lcpMs: 1101, firstLoadJsKb: 103 }),
    ]);
    expect(localeMisses(hindi, english)).toEqual([
      "LCP 1101 ms > /about's 1000 ms + 10 %",
      "first-load JS 103 KB > /about's 100 KB + 2",
    ]);
  });
});
