import { describe, expect, it } from "vitest";
import { istDayStart, toIstIso } from "../../../../scripts/leads/istTime";
import {
  describePeriod,
  parsePeriod,
  parseSince,
  periodDays,
  periodStart,
} from "../../../../scripts/leads/leadsPeriod";

describe("toIstIso and istDayStart", () => {
  it("writes a moment in India Standard Time with its offset and milliseconds", () => {
    expect(toIstIso(new Date("2026-11-01T08:35:09.123Z"))).toBe("2026-11-01T14:05:09.123+05:30");
    // 20:00 UTC is the next day in India.
    expect(toIstIso(new Date("2026-12-31T20:00:00Z"))).toBe("2027-01-01T01:30:00.000+05:30");
  });

  it("reads a day as its start in India, and refuses what is not a day of the calendar", () => {
    expect(istDayStart("2026-11-01")?.toISOString()).toBe("2026-10-31T18:30:00.000Z");
    expect(istDayStart("2028-02-29")).toBeInstanceOf(Date);
    for (const text of ["2026-02-30", "2027-02-29", "2026-13-01", "2026-1-1", "yesterday"]) {
      expect(istDayStart(text)).toBeUndefined();
    }
  });
});

describe("periods", () => {
  it.each([
    ["24m", { amount: 24, unit: "m" }, "24 months", 720],
    ["1m", { amount: 1, unit: "m" }, "1 month", 30],
    ["90d", { amount: 90, unit: "d" }, "90 days", 90],
    ["24h", { amount: 24, unit: "h" }, "24 hours", 1],
  ])("%s is %o (%s, %d days)", (text, period, described, days) => {
    expect(parsePeriod(text)).toEqual(period);
    const parsed = parsePeriod(text);
    if (!parsed) throw new Error(`${text} did not parse`);
    expect(describePeriod(parsed)).toBe(described);
    expect(periodDays(parsed)).toBe(days);
  });

  it.each(["yesterday", "-1d", "2w", "1.5m", "m", "24 m", "24M", ""])("refuses '%s'", (text) => {
    expect(parsePeriod(text)).toBeUndefined();
  });

  it("counts months on the calendar, the day clamped to the month's length, the time kept", () => {
    const at = (iso: string, amount: number) =>
      periodStart({ amount, unit: "m" }, new Date(iso)).toISOString();
    expect(at("2026-11-27T10:00:00.000Z", 24)).toBe("2024-11-27T10:00:00.000Z");
    expect(at("2026-03-31T10:00:00.000Z", 1)).toBe("2026-02-28T10:00:00.000Z");
    expect(at("2028-03-31T10:00:00.000Z", 1)).toBe("2028-02-29T10:00:00.000Z");
    expect(at("2026-01-15T00:00:00.000Z", 13)).toBe("2024-12-15T00:00:00.000Z");
  });

  it("counts days and hours as their length in ms", () => {
    const now = new Date("2026-11-27T10:00:00.000Z");
    expect(periodStart({ amount: 7, unit: "d" }, now).toISOString()).toBe(
      "2026-11-20T10:00:00.000Z",
    );
    expect(periodStart({ amount: 24, unit: "h" }, now).toISOString()).toBe(
      "2026-11-26T10:00:00.000Z",
    );
  });

  it("--since takes a period back from now or a day in India, nothing else", () => {
    const now = new Date("2026-11-27T10:00:00.000Z");
    expect(parseSince("7d", now)?.toISOString()).toBe("2026-11-20T10:00:00.000Z");
    expect(parseSince("2026-11-01", now)?.toISOString()).toBe("2026-10-31T18:30:00.000Z");
    expect(parseSince("yesterday", now)).toBeUndefined();
    expect(parseSince("2026-11-01T00:00", now)).toBeUndefined();
  });
});
