import { describe, expect, it } from "vitest";
import { galleryTiles } from "../../../../src/sections/gallery/galleryTiles";

/**
 * Lays tiles out the way CSS grid auto-placement does (row flow, each tile at the first free
 * place after the previous one) and returns the grid's rows as strings of tile indexes ("." for
 * an empty cell).
 */
function place(spans: { columns: number; rows: number }[], columns: number): string[] {
  const grid: string[][] = [];
  const gridRow = (row: number) => {
    grid[row] ??= Array.from({ length: columns }, () => ".");
    return grid[row];
  };
  let row = 0;
  let column = 0;
  spans.forEach((span, index) => {
    const fits = (r: number, c: number) => {
      if (c + span.columns > columns) return false;
      for (let y = r; y < r + span.rows; y++)
        for (let x = c; x < c + span.columns; x++) if (gridRow(y)[x] !== ".") return false;
      return true;
    };
    while (!fits(row, column)) {
      column += 1;
      if (column >= columns) {
        column = 0;
        row += 1;
      }
    }
    for (let y = row; y < row + span.rows; y++)
      for (let x = column; x < column + span.columns; x++) gridRow(y)[x] = String(index % 10);
    column += span.columns;
  });
  return grid.map((cells) => cells.join(""));
}

const twoColumns = (count: number) => {
  const { wide } = galleryTiles(count);
  return place(
    Array.from({ length: count }, (_, i) => ({ columns: wide.has(i) ? 2 : 1, rows: 1 })),
    2,
  );
};
const fourColumns = (count: number) => {
  const { large } = galleryTiles(count);
  return place(
    Array.from({ length: count }, (_, i) =>
      large.has(i) ? { columns: 2, rows: 2 } : { columns: 1, rows: 1 },
    ),
    4,
  );
};

describe("gallery tiles (no orphan row)", () => {
  it("lays out the projects filter's counts in full rows", () => {
    // All 26, Fabrication 7, Oil & Gas Sector 6, Erection 13; the home gallery's 8.
    expect(fourColumns(26)).toEqual([
      "0012",
      "0034",
      "5678",
      "9012",
      "3455",
      "6755",
      "8901",
      "2345",
    ]);
    expect(fourColumns(7)).toEqual(["0011", "0011", "2344", "5644"]);
    expect(fourColumns(6)).toEqual(["0011", "0011", "2345"]);
    expect(fourColumns(13)).toEqual(["0012", "0034", "5678", "9012"]);
    expect(fourColumns(8)).toEqual(["0123", "4567"]);
    expect(twoColumns(7)).toEqual(["00", "12", "34", "56"]);
    expect(twoColumns(26)).toHaveLength(13);
  });

  it("fills every row for every count from 4 to 60 photos, and for 2", () => {
    for (const count of [2, ...Array.from({ length: 57 }, (_, i) => i + 4)]) {
      for (const rows of [twoColumns(count), fourColumns(count)]) {
        expect(
          rows.filter((row) => row.includes(".")),
          `${count} photos`,
        ).toEqual([]);
      }
      const { large } = galleryTiles(count);
      expect(large.size, `${count} photos`).toBe(count % 4);
    }
  });

  it("leaves 1 and 3 photos small in four columns, where no layout can fill the rows", () => {
    expect(galleryTiles(1)).toEqual({ wide: new Set([0]), large: new Set() });
    expect(galleryTiles(3).large).toEqual(new Set());
    expect(galleryTiles(0)).toEqual({ wide: new Set(), large: new Set() });
  });
});
