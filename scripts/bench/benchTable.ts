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
  "×control".padStart(8),
  "JS KB".padStart(7),
  "JS br KB".padStart(8),
  "total KB".padStart(8),
  "a11y/bp/seo".padStart(12),
  "load".padStart(15),
].join(" ");

/**
 * One route's line of the bench's table: its medians (min-max), its LCP over the control page's
 * (`controlRatio`, "-" without `--baseline`) and misses, or "reference".
 */
export function benchRow(
  s: RouteSummary & { reference: boolean; controlRatio: number | null },
): string {
  const misses = s.misses.join("; ");
  return [
    s.brand.padEnd(12),
    s.route.padEnd(44),
    cell(s.performance, 10),
    cell(s.lcpMs, 16),
    cell(s.tbtMs, 14),
    cell(s.cls, 6, 3),
    cell(s.ownLongestTaskMs, 14),
    (s.controlRatio === null ? "-" : s.controlRatio.toFixed(2)).padStart(8),
    cell(s.firstLoadJsKb, 7, 1),
    cell(s.firstLoadJsBrotliKb, 8, 1),
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
