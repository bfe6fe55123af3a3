/**
 * Spec §4, Projects filter: the active category after a visitor chooses `chosen` (`null` = all)
 * while `current` is active. Choosing the active category again returns to all.
 */
export function nextFilter(current: string | null, chosen: string | null): string | null {
  return chosen === current ? null : chosen;
}

/** The images a filter shows: all of them for `null`, else those of that category, in order. */
export function filterImages<T extends { category?: string }>(
  images: readonly T[],
  filter: string | null,
): T[] {
  return filter === null ? [...images] : images.filter((image) => image.category === filter);
}
