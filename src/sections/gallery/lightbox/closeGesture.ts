/** Spec §9: a vertical swipe longer than this closes the zoomed image, in px. */
export const SWIPE_CLOSE_THRESHOLD_PX = 10;

/**
 * Whether a pointer that moved by (`dx`, `dy`) px since it went down is a vertical swipe that
 * closes the lightbox (spec §4): more than the threshold vertically, and more vertical than
 * horizontal, so a sideways swipe to the next photo never closes it.
 */
export function isCloseSwipe(
  dx: number,
  dy: number,
  thresholdPx: number = SWIPE_CLOSE_THRESHOLD_PX,
): boolean {
  return Math.abs(dy) > thresholdPx && Math.abs(dy) > Math.abs(dx);
}
