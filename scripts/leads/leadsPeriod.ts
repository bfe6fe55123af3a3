import { istDayStart } from "./istTime";

/** A span of time counted back from now: hours, days or calendar months. */
export interface Period {
  amount: number;
  unit: "h" | "d" | "m";
}

const UNIT_NAMES = { h: "hour", d: "day", m: "month" } as const;

/** `24m` → `{ amount: 24, unit: "m" }`; undefined for anything else (`yesterday`, `-1d`, `2w`). */
export function parsePeriod(text: string): Period | undefined {
  const match = /^(\d{1,4})([hdm])$/.exec(text);
  if (!match) return undefined;
  const [, amount = "", unit] = match;
  return unit === "h" || unit === "d" || unit === "m"
    ? { amount: Number(amount), unit }
    : undefined;
}

/** `24 months`, `1 day`. */
export function describePeriod(period: Period): string {
  const name = UNIT_NAMES[period.unit];
  return `${period.amount} ${name}${period.amount === 1 ? "" : "s"}`;
}

/**
 * The moment `period` before `now`. Months are calendar months, the day clamped to the month's
 * length (31 March less one month is 28 or 29 February), at the same time of day.
 */
export function periodStart(period: Period, now: Date): Date {
  const { amount, unit } = period;
  if (unit === "h") return new Date(now.getTime() - amount * 3_600_000);
  if (unit === "d") return new Date(now.getTime() - amount * 86_400_000);
  const start = new Date(now);
  const month = now.getUTCMonth() - amount;
  const lastDay = new Date(Date.UTC(now.getUTCFullYear(), month + 1, 0)).getUTCDate();
  start.setUTCDate(1);
  start.setUTCMonth(month);
  start.setUTCDate(Math.min(now.getUTCDate(), lastDay));
  return start;
}

/** A period's length in days, months counted as 30, to compare it with a minimum. */
export const periodDays = (period: Period): number =>
  period.unit === "h"
    ? period.amount / 24
    : period.unit === "d"
      ? period.amount
      : period.amount * 30;

/**
 * `--since`: a period back from `now` (`7d`, `24h`, `3m`) or a day (`2026-11-01`, from its start in
 * India Standard Time).
 * @returns the moment, or undefined when `text` is neither
 */
export function parseSince(text: string, now: Date): Date | undefined {
  const period = parsePeriod(text);
  return period ? periodStart(period, now) : istDayStart(text);
}
