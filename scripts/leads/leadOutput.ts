import type { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { stringify } from "csv-stringify";
import { defuseCell, LEAD_COLUMNS, type Lead, leadCells, leadJson } from "./lead";
import { leadsTable } from "./leadsTable";

/** How `list` writes leads: a table for people, CSV for spreadsheets, JSON lines for programs. */
export const LEAD_FORMATS = ["table", "csv", "json"] as const;
export type LeadFormat = (typeof LEAD_FORMATS)[number];

/**
 * RFC 4180 as Excel opens it: a UTF-8 byte order mark (without it Excel reads the file in the
 * machine's code page and garbles Devanagari), a header row, CRLF between records, and quotes
 * around a field holding a comma, a quote (doubled) or a line break. csv-stringify quotes a
 * field with a record delimiter in it, CRLF, but not a bare LF or CR, hence `quoted_match`.
 */
const CSV_OPTIONS = {
  bom: true,
  header: true,
  columns: [...LEAD_COLUMNS],
  record_delimiter: "windows",
  quoted_match: /[\r\n]/,
} as const;

/** Each lead's cells in column order, each defused against CSV injection. */
async function* csvRecords(leads: AsyncIterable<Lead>): AsyncGenerator<string[]> {
  for await (const lead of leads) {
    const cells = leadCells(lead);
    yield LEAD_COLUMNS.map((column) => defuseCell(cells[column]));
  }
}

/** One JSON object a line (JSON Lines), every stored field (`leadJson`). */
async function* jsonLines(leads: AsyncIterable<Lead>): AsyncGenerator<string> {
  for await (const lead of leads) yield `${JSON.stringify(leadJson(lead))}\n`;
}

/**
 * Writes `leads` to `out` as they come (one page of them in memory at a time), in `format`.
 * @param options.width the table's width in characters (a terminal's columns)
 * @param options.end whether to end `out` after the last lead (not standard output)
 * @returns how many leads were written
 */
export async function writeLeads(
  leads: AsyncIterable<Lead>,
  out: Writable,
  options: { format: LeadFormat; width: number; end: boolean; progress?: (count: number) => void },
): Promise<number> {
  const { format, width, end, progress } = options;
  let count = 0;
  async function* counted(): AsyncGenerator<Lead> {
    for await (const lead of leads) {
      count++;
      progress?.(count);
      yield lead;
    }
  }
  if (format === "csv") {
    await pipeline(csvRecords(counted()), stringify(CSV_OPTIONS), out, { end });
  } else {
    const lines = format === "json" ? jsonLines(counted()) : leadsTable(counted(), width);
    await pipeline(lines, out, { end });
  }
  return count;
}
