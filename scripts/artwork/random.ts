/** A seeded pseudo-random source, so the same seed always draws the same picture. */
export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** A number in [min, max). */
  range(min: number, max: number): number;
  /** An integer in [min, max] (both included). */
  int(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(list: readonly T[]): T;
  /** True with probability `p` (0..1). */
  chance(p: number): boolean;
}

/**
 * mulberry32: small, fast and good enough for picking variations; not for anything secret.
 * @param seed any integer; equal seeds give equal sequences
 */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const random: Random = {
    next,
    range: (min, max) => min + next() * (max - min),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => {
      const item = list[Math.floor(next() * list.length)];
      if (item === undefined) throw new Error("pick() needs a non-empty list");
      return item;
    },
    chance: (p) => next() < p,
  };
  return random;
}
