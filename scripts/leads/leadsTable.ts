import { SUBSCRIBERS_COLLECTION } from "../../src/lib/leads/leadStore";
import { toIstIso } from "./istTime";
import { type Lead, leadCells } from "./lead";

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/** `text` on one line in exactly `width` characters (user-perceived), cut with `…` or padded. */
function fitCell(text: string, width: number): string {
  const characters = [...graphemes.segment(text.replace(/\s+/g, " ").trim())].map(
    (part) => part.segment,
  );
  const shown = characters.length > width ? [...characters.slice(0, width - 1), "…"] : characters;
  return shown.join("") + " ".repeat(width - shown.length);
}

/** The table's columns: header, width in characters, and the cell of a lead. */
const COLUMNS: Array<{ header: string; width: number; cell: (lead: Lead) => string }> = [
  {
    header: "sent (IST)",
    width: 16,
    cell: (lead) => (lead.createdAt ? toIstIso(lead.createdAt).slice(0, 16).replace("T", " ") : ""),
  },
  {
    header: "form",
    width: 9,
    cell: (lead) => (lead.collection === SUBSCRIBERS_COLLECTION ? "subscribe" : "enquiry"),
  },
  { header: "name", width: 18, cell: (lead) => leadCells(lead).name },
  { header: "email", width: 26, cell: (lead) => leadCells(lead).email },
  { header: "mobile", width: 10, cell: (lead) => leadCells(lead).mobile },
  { header: "service", width: 16, cell: (lead) => leadCells(lead).service },
  { header: "locale", width: 6, cell: (lead) => leadCells(lead).locale },
];

/** Narrowest message column: it takes whatever the others leave of the width. */
const MIN_MESSAGE_WIDTH = 20;

/**
 * The leads as a table for a terminal `width` characters wide: a header, then one line a lead
 * (time in IST, form, name, e-mail, mobile, service, locale, the message cut to fit), each
 * column of a fixed width, so rows are written as they come.
 */
export async function* leadsTable(
  leads: AsyncIterable<Lead>,
  width: number,
): AsyncGenerator<string> {
  const used = COLUMNS.reduce((sum, column) => sum + column.width + 2, 0);
  const messageWidth = Math.max(MIN_MESSAGE_WIDTH, width - used);
  const row = (cells: string[]) => `${cells.join("  ").trimEnd()}\n`;
  yield row([
    ...COLUMNS.map((column) => fitCell(column.header, column.width)),
    fitCell("message", messageWidth),
  ]);
  for await (const lead of leads) {
    yield row([
      ...COLUMNS.map((column) => fitCell(column.cell(lead), column.width)),
      fitCell(leadCells(lead).message, messageWidth),
    ]);
  }
}
