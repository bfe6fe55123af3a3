/**
 * Certificates drawn as documents: border, guilloche corners, a crest, bars where the title and
 * text would be, a seal with a ribbon and a signature stroke. No letters: the certificate's title
 * and issuer are page text, from the manifest.
 */

import { svgDocument } from "./backdrop";
import { mix, type Palette } from "./palette";
import { seededRandom } from "./random";

const r1 = (n: number) => Math.round(n * 10) / 10;

/** A certificate of `width` × `height` px; `variant` (any integer) picks its colours and layout. */
export function certificateSvg(
  width: number,
  height: number,
  variant: number,
  palette: Palette,
): string {
  const random = seededRandom(variant * 97 + 11);
  const w = width;
  const h = height;
  const ink =
    [
      palette.blue,
      palette.navy,
      mix(palette.cane, palette.navy, 0.35),
      mix(palette.red, palette.navy, 0.3),
    ][variant % 4] ?? palette.blue;
  const seal =
    variant % 3 === 0
      ? palette.orange
      : variant % 3 === 1
        ? mix(palette.amber, palette.orange, 0.4)
        : palette.red;
  const m = w * 0.05;
  const parts: string[] = [
    `<defs><linearGradient id="paper" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(palette.paper, "#ffffff", 0.5)}"/><stop offset="1" stop-color="${palette.paper}"/></linearGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#paper)"/>`,
    `<rect x="${r1(m)}" y="${r1(m)}" width="${r1(w - 2 * m)}" height="${r1(h - 2 * m)}" fill="none" stroke="${ink}" stroke-width="${r1(w * 0.014)}"/>`,
    `<rect x="${r1(m * 1.6)}" y="${r1(m * 1.6)}" width="${r1(w - 3.2 * m)}" height="${r1(h - 3.2 * m)}" fill="none" stroke="${seal}" stroke-width="${r1(w * 0.004)}"/>`,
  ];
  // Corner rosettes.
  for (const [cx, cy] of [
    [m * 1.6, m * 1.6],
    [w - m * 1.6, m * 1.6],
    [m * 1.6, h - m * 1.6],
    [w - m * 1.6, h - m * 1.6],
  ]) {
    parts.push(
      `<g fill="none" stroke="${ink}" stroke-width="1.4">${[0.5, 0.8, 1.1].map((k) => `<circle cx="${r1(cx ?? 0)}" cy="${r1(cy ?? 0)}" r="${r1(m * k)}"/>`).join("")}</g>`,
    );
  }
  // Crest at the top: a gear-like emblem.
  const cx = w / 2;
  const cy = h * 0.15;
  const teeth = 12;
  const outer = w * 0.075;
  const inner = w * 0.06;
  const gear = Array.from({ length: teeth * 2 }, (_, i) => {
    const a = (i / (teeth * 2)) * Math.PI * 2;
    const rr = i % 2 === 0 ? outer : inner;
    return `${r1(cx + Math.cos(a) * rr)},${r1(cy + Math.sin(a) * rr)}`;
  }).join(" ");
  parts.push(
    `<polygon points="${gear}" fill="${ink}"/><circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(inner * 0.62)}" fill="${palette.paper}"/><circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(inner * 0.32)}" fill="${seal}"/>`,
  );
  // The title's place: one heavy bar; a lighter one under it.
  const bar = (y: number, length: number, height: number, colour: string) =>
    `<rect x="${r1(cx - length / 2)}" y="${r1(y)}" width="${r1(length)}" height="${r1(height)}" rx="${r1(height / 2)}" fill="${colour}"/>`;
  parts.push(bar(h * 0.26, w * random.range(0.5, 0.62), h * 0.022, ink));
  parts.push(bar(h * 0.305, w * random.range(0.3, 0.42), h * 0.012, mix(ink, palette.paper, 0.35)));
  parts.push(
    `<line x1="${r1(w * 0.3)}" y1="${r1(h * 0.345)}" x2="${r1(w * 0.7)}" y2="${r1(h * 0.345)}" stroke="${seal}" stroke-width="2"/>`,
  );
  // Body lines, centred, of varied length.
  const lines = random.int(5, 7);
  for (let i = 0; i < lines; i++)
    parts.push(
      bar(
        h * (0.39 + i * 0.045),
        w * random.range(0.42, 0.68),
        h * 0.009,
        mix(palette.steel, palette.paper, 0.25),
      ),
    );
  // Seal with ribbon tails, bottom right; signature stroke and line, bottom left.
  const sx = w * 0.7;
  const sy = h * 0.78;
  const sr = w * 0.1;
  parts.push(
    `<path d="M${r1(sx - sr * 0.55)} ${r1(sy)} l${r1(-sr * 0.35)} ${r1(sr * 1.6)} l${r1(sr * 0.35)} ${r1(-sr * 0.28)} l${r1(sr * 0.3)} ${r1(sr * 0.36)} Z M${r1(sx + sr * 0.55)} ${r1(sy)} l${r1(sr * 0.35)} ${r1(sr * 1.6)} l${r1(-sr * 0.35)} ${r1(-sr * 0.28)} l${r1(-sr * 0.3)} ${r1(sr * 0.36)} Z" fill="${mix(seal, palette.navy, 0.25)}"/>`,
  );
  const points = Array.from({ length: 32 }, (_, i) => {
    const a = (i / 32) * Math.PI * 2;
    const rr = i % 2 === 0 ? sr : sr * 0.9;
    return `${r1(sx + Math.cos(a) * rr)},${r1(sy + Math.sin(a) * rr)}`;
  }).join(" ");
  parts.push(
    `<polygon points="${points}" fill="${seal}"/><circle cx="${r1(sx)}" cy="${r1(sy)}" r="${r1(sr * 0.72)}" fill="none" stroke="${palette.paper}" stroke-width="${r1(w * 0.006)}"/><circle cx="${r1(sx)}" cy="${r1(sy)}" r="${r1(sr * 0.4)}" fill="${mix(seal, "#ffffff", 0.3)}"/>`,
  );
  const lx = w * 0.16;
  const ly = h * 0.82;
  const wave = Array.from(
    { length: 9 },
    (_, i) =>
      `${r1(lx + i * w * 0.03)},${r1(ly - h * 0.02 - Math.sin(i * 1.3 + variant) * h * 0.014)}`,
  ).join(" ");
  parts.push(
    `<polyline points="${wave}" fill="none" stroke="${palette.navy}" stroke-width="2" stroke-linejoin="round" stroke-linecap="round"/>`,
  );
  parts.push(
    `<rect x="${r1(lx)}" y="${r1(ly)}" width="${r1(w * 0.3)}" height="2" fill="${palette.steel}"/>`,
  );
  parts.push(
    bar(ly + h * 0.02, w * 0.18, h * 0.008, mix(palette.steel, palette.paper, 0.3)).replace(
      `x="${r1(cx - w * 0.09)}"`,
      `x="${r1(lx + w * 0.06)}"`,
    ),
  );
  return svgDocument(w, h, parts.join("\n"));
}
