/**
 * The flat backdrop behind every exterior scene: a sky graded for the time of day, the sun or the
 * moon, a few clouds or stars, and two bands of distant hills.
 */

import { type Mood, mix } from "./palette";
import type { Random } from "./random";

const r1 = (n: number) => Math.round(n * 10) / 10;

/**
 * @param width, height picture size in px
 * @param horizon picture y (px) the hills stand on
 * @param hills colour the far hills are mixed from
 * @param sun the sun's way across the sky (0..1) when a sequence of frames needs it; else random
 */
export function backdrop(
  width: number,
  height: number,
  mood: Mood,
  random: Random,
  horizon: number,
  hills: string,
  sun?: number,
): string {
  const parts = [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mood.sky[0]}"/><stop offset="1" stop-color="${mood.sky[1]}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
  ];
  const randomX = width * random.range(0.12, 0.88);
  const randomY = horizon * random.range(0.22, 0.5);
  const discX = sun === undefined ? randomX : width * (0.08 + sun * 0.84);
  const discY = sun === undefined ? randomY : horizon * (0.75 - Math.sin(Math.PI * sun) * 0.55);
  const discR = Math.min(width, height) * 0.05;
  if (mood.night) {
    for (let i = 0; i < 40; i++)
      parts.push(
        `<circle cx="${r1(random.range(0, width))}" cy="${r1(random.range(0, horizon * 0.9))}" r="${r1(random.range(0.8, 2.2))}" fill="#ffffff" fill-opacity="${r1(random.range(0.35, 0.9))}"/>`,
      );
    parts.push(
      `<circle cx="${r1(discX)}" cy="${r1(discY)}" r="${r1(discR * 0.7)}" fill="${mood.disc}"/>`,
    );
    parts.push(
      `<circle cx="${r1(discX + discR * 0.3)}" cy="${r1(discY - discR * 0.15)}" r="${r1(discR * 0.6)}" fill="${mood.sky[0]}"/>`,
    );
  } else {
    parts.push(
      `<circle cx="${r1(discX)}" cy="${r1(discY)}" r="${r1(discR * 2.2)}" fill="${mood.disc}" fill-opacity="0.18"/>`,
    );
    parts.push(
      `<circle cx="${r1(discX)}" cy="${r1(discY)}" r="${r1(discR)}" fill="${mood.disc}" fill-opacity="0.9"/>`,
    );
    const clouds = random.int(2, 4);
    for (let i = 0; i < clouds; i++) {
      const cx = random.range(0, width);
      const cy = random.range(horizon * 0.12, horizon * 0.7);
      const w = random.range(width * 0.08, width * 0.16);
      const h = w * 0.22;
      const fill = mix(mood.sky[1], "#ffffff", 0.6);
      parts.push(
        `<g fill="${fill}" fill-opacity="0.85"><rect x="${r1(cx - w / 2)}" y="${r1(cy)}" width="${r1(w)}" height="${r1(h)}" rx="${r1(h / 2)}"/><circle cx="${r1(cx - w * 0.1)}" cy="${r1(cy + h * 0.1)}" r="${r1(h * 0.9)}"/><circle cx="${r1(cx + w * 0.15)}" cy="${r1(cy + h * 0.2)}" r="${r1(h * 0.65)}"/></g>`,
      );
    }
  }
  for (const [index, amount] of [0.55, 0.35].entries()) {
    const base = horizon + index * height * 0.03;
    const colour = mix(mix(hills, mood.sky[1], amount), mood.tint, mood.tintAmount);
    const points: string[] = [`0,${r1(base + 40)}`];
    const steps = 9;
    for (let i = 0; i <= steps; i++) {
      const x = (i / steps) * width;
      points.push(`${r1(x)},${r1(base - random.range(height * 0.02, height * 0.09))}`);
    }
    points.push(`${width},${r1(base + 40)}`, `${width},${height}`, `0,${height}`);
    parts.push(
      `<polygon points="${points.join(" ")}" fill="${colour}" stroke="${colour}" stroke-linejoin="round" stroke-width="${r1(height * 0.05)}"/>`,
    );
  }
  return parts.join("\n");
}

/** An SVG document of the given size around a body. */
export function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">\n${body}\n</svg>\n`;
}
