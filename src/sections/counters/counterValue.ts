/**
 * The number a counter shows `elapsedMs` into a count-up of `durationMs` towards `target`:
 * eased (fast start, slow finish), whole numbers, never past the target, and the target once
 * the time is up (or at once when `durationMs` is 0).
 */
export function counterValue(elapsedMs: number, durationMs: number, target: number): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return target;
  const progress = Math.max(0, elapsedMs) / durationMs;
  const eased = 1 - (1 - progress) ** 3;
  return Math.min(target, Math.floor(eased * target));
}
