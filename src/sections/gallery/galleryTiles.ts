/**
 * Which photos of a gallery grid are shown larger, so that every row of the grid is full whatever
 * the number of photos a filter leaves (no orphan row). The grid has two columns below
 * 64rem and four from 64rem (GallerySection.css); the set is recomputed from the visible count.
 */
export interface GalleryTiles {
  /** Indexes of photos that span both columns of the two-column grid (one row high). */
  wide: ReadonlySet<number>;
  /** Indexes of photos two columns wide and two rows high in the four-column grid. */
  large: ReadonlySet<number>;
}

/**
 * The tiles for `count` photos, in the order shown. Two columns: an odd count makes the first
 * photo wide. Four columns: `count mod 4` large tiles (each adds three cells, so the cells come to
 * a multiple of four), laid out in two-row bands (a large tile beside four small ones, alternating
 * left and right, or two large tiles side by side when rows are short) spread between full rows of
 * four. Counts no layout can fill (1 and 3 photos in four columns) get no large tile.
 */
export function galleryTiles(count: number): GalleryTiles {
  return { wide: new Set(count % 2 === 1 ? [0] : []), large: new Set(largeTiles(count)) };
}

function largeTiles(count: number): number[] {
  const large = count % 4;
  if (large === 0) return [];
  const rows = (count + 3 * large) / 4;
  // Bands of two large tiles side by side, only as many as the rows force.
  const pairs = Math.max(0, Math.ceil((2 * large - rows) / 2));
  const singles = large - 2 * pairs;
  if (singles < 0) return [];
  const bands = pairs + singles;
  const plainRows = rows - 2 * bands;
  const indexes: number[] = [];
  let next = 0;
  for (let band = 0; band < bands; band++) {
    if (band < pairs) {
      indexes.push(next, next + 1);
      next += 2;
    } else {
      // A large tile and four small ones: the large one first (left) or after two (right),
      // alternating from band to band.
      indexes.push(band % 2 === 0 ? next : next + 2);
      next += 5;
    }
    // The full rows of four, shared out between the bands as evenly as they go.
    const rowsAfter =
      Math.floor((plainRows * (band + 1)) / bands) - Math.floor((plainRows * band) / bands);
    next += 4 * rowsAfter;
  }
  return indexes;
}
