/**
 * The saving of `price` against a higher `listPrice`, in whole percent rounded down (never
 * over-promised); `undefined` when there is no saving to show.
 */
export function savingPercent(price: number, listPrice: number | undefined): number | undefined {
  if (listPrice === undefined || listPrice <= price) return undefined;
  const percent = Math.floor(((listPrice - price) / listPrice) * 100);
  return percent > 0 ? percent : undefined;
}
