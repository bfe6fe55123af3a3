import type { RouteSummary, Spread } from "./benchFigures.ts";

/** `median (min-max)`, or just the median when every run agreed. */
function cell(figure: Spread, width: number, digits = 0): string {
  const text = (value: number) => value.toFixed(digits);
  const range = figure.min === figure.max ? "" : ` (${text(figure.min)}-${text(figure.max)})`;
  return `${text(figure.median)}${range}`.padStart(width);
}

/** The header of the bench's table, aligned with `benchRow`. */
export const BENCH_COLUMNS = [
  "brand".padEnd(12),
  "route".padEnd(44),
  "perf".padStart(10),
  "LCP ms".padStart(16),
  "TBT ms".padStart(14),
  "CLS".padStart(6),
  "own task ms".padStart(14),
  "JS KB".padStart(7),
  "preview JS KB".padStart(13),
  "total KB".padStart(8),
  "a11y/bp/seo".padStart(12),
  "load".padStart(15),
].join(" ");

/** One route's line of the bench's table: its medians (min-max) and misses, or "reference". */
export function benchRow(s: RouteSummary & { reference: boolean }): string {
  const misses = s.misses.join("; ");
  return [
    s.brand.padEnd(12),
    s.route.padEnd(44),
    cell(s.performance, 10),
    cell(s.lcpMs, 16),
    cell(s.tbtMs, 14),
    cell(s.cls, 6, 3),
    cell(s.ownLongestTaskMs, 14),
    cell(s.firstLoadJsKb, 7, 1),
    (s.previewJsKb ? cell(s.previewJsKb, 13, 1) : "-").padStart(13),
    cell(s.totalKb, 8),
    `${s.accessibility.min}/${s.bestPractices.min}/${s.seo.min}`.padStart(12),
    cell(s.load, 15, 2),
    s.reference
      ? `  reference${misses ? ` (over: ${misses})` : ""}`
      : misses
        ? `  MISS: ${misses}`
        : "",
  ].join(" ");
}
