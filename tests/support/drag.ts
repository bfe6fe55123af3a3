import type { Page } from "playwright-core";
import { nextFrame } from "./nextFrame";

/** A point in the viewport, in CSS px. */
export interface Point {
  x: number;
  y: number;
}

/**
 * Drags the mouse from `from` to `to` in `steps` moves with a frame drawn after each, as a
 * finger or a mouse does, without letting go. Gesture libraries (PhotoSwipe, keen-slider) apply
 * pointer moves in animation frames: moves sent back to back can all land before the first frame
 * on a busy machine, and the gesture then never happened for them.
 * @param steps the number of moves (at least 1)
 */
export async function dragTo(page: Page, from: Point, to: Point, steps: number): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await nextFrame(page);
  for (let step = 1; step <= steps; step += 1) {
    const share = step / steps;
    await page.mouse.move(from.x + (to.x - from.x) * share, from.y + (to.y - from.y) * share);
    await nextFrame(page);
  }
}

/** A swipe: dragTo, then letting go. */
export async function swipe(page: Page, from: Point, to: Point, steps: number): Promise<void> {
  await dragTo(page, from, to, steps);
  await page.mouse.up();
}
