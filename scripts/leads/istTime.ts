/** India Standard Time's offset from UTC, in ms: +05:30, all year (India has no summer time). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/**
 * `date` as ISO 8601 in India Standard Time with its offset and milliseconds, e.g.
 * `2026-11-01T14:05:09.123+05:30`: the time the company reads on its own clock.
 */
export function toIstIso(date: Date): string {
  return `${new Date(date.getTime() + IST_OFFSET_MS).toISOString().slice(0, -1)}+05:30`;
}

/**
 * The start of the day `YYYY-MM-DD` in India Standard Time, or undefined when `text` is not such
 * a date of the calendar (`2026-02-30` is not).
 */
export function istDayStart(text: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
  const date = new Date(`${text}T00:00:00+05:30`);
  return Number.isNaN(date.getTime()) || !toIstIso(date).startsWith(text) ? undefined : date;
}
