/**
 * Energy audits: a plant room with a panel board, motors and a compressor, an auditor with a
 * power analyser clamped on the incomer, and a thermal camera whose screen shows the hot spots.
 */
import { mix } from "../palette";
import type { Stage } from "../stage";

const r1 = (n: number) => Math.round(n * 10) / 10;

/** A motor lying along x: finned body, fan cowl, base. */
function motor(st: Stage, x: number, y: number, colour: string): void {
  const { scene, palette } = st;
  scene.box(x, y - 1, 0, 4.4, 2, 0.4, palette.steelDark);
  scene.tube([x + 0.4, y, 1.4], [x + 3.6, y, 1.4], 0.95, colour, 1, mix(colour, "#ffffff", 0.2));
  for (let i = 0; i < 6; i++)
    scene.line(
      [x + 0.7 + i * 0.5, y + 0.95, 0.7],
      [x + 0.7 + i * 0.5, y + 0.95, 2.1],
      mix(colour, "#0a1626", 0.3),
      1.5,
      1,
      x + y + 2.5,
    );
  scene.tube([x + 3.6, y, 1.4], [x + 4.6, y, 1.4], 0.2, palette.steelLight);
}

/** A panel board along x with meters (dials and bar displays, never figures) on its doors. */
function panelBoard(st: Stage, x: number, y: number, cells: number): void {
  const { scene, palette } = st;
  scene.box(x, y, 0, cells * 1.6, 1.2, 4.2, palette.steelLight);
  for (let i = 0; i < cells; i++) {
    const [mx, my] = scene.p(x + i * 1.6 + 0.8, y + 1.2, 3.4);
    const s = scene.view.scale;
    scene.add(
      `<circle cx="${mx}" cy="${my}" r="${r1(s * 0.32)}" fill="${palette.white}" stroke="${palette.navy}" stroke-width="1.5"/><line x1="${mx}" y1="${my}" x2="${r1(mx + s * 0.2)}" y2="${r1(my - s * 0.15)}" stroke="${palette.red}" stroke-width="1.8"/>`,
      x + i * 1.6 + y + 2,
    );
    const [lx, ly] = scene.p(x + i * 1.6 + 0.8, y + 1.2, 2.5);
    scene.add(
      `<rect x="${r1(lx - s * 0.35)}" y="${r1(ly - s * 0.12)}" width="${r1(s * 0.7)}" height="${r1(s * 0.24)}" rx="2" fill="${palette.navy}"/><rect x="${r1(lx - s * 0.3)}" y="${r1(ly - s * 0.06)}" width="${r1(s * (0.15 + ((i * 37) % 40) / 100))}" height="${r1(s * 0.12)}" fill="#5fe0a0"/>`,
      x + i * 1.6 + y + 2,
    );
    scene.line(
      [x + i * 1.6, y + 1.2, 0.1],
      [x + i * 1.6, y + 1.2, 4.1],
      palette.steel,
      1,
      1,
      x + i * 1.6 + y + 1.9,
    );
  }
}

/** The power analyser on a trolley: a case with a screen of three phase waveforms. */
function analyser(st: Stage, x: number, y: number): void {
  const { scene, palette } = st;
  scene.box(x, y, 0, 2.2, 1.4, 1.1, palette.steelDark);
  scene.box(x + 0.1, y + 0.1, 1.1, 2, 1.2, 1.3, palette.navy);
  const [sx, sy] = scene.p(x + 1.1, y + 1.3, 1.75);
  const s = scene.view.scale * 0.75;
  const wave = (phase: number, colour: string) => {
    const points = Array.from(
      { length: 25 },
      (_, i) =>
        `${r1(sx - s + (i / 24) * 2 * s)},${r1(sy + Math.sin((i / 24) * Math.PI * 2 + phase) * s * 0.3)}`,
    );
    return `<polyline points="${points.join(" ")}" fill="none" stroke="${colour}" stroke-width="1.6"/>`;
  };
  scene.add(
    `<rect x="${r1(sx - s * 1.1)}" y="${r1(sy - s * 0.55)}" width="${r1(s * 2.2)}" height="${r1(s * 1.1)}" rx="3" fill="#0b1a2b"/>${wave(0, "#ff6b5a")}${wave(2.1, "#ffd166")}${wave(4.2, "#6fd3ff")}`,
    x + y + 2.5,
  );
  for (const [dx, colour] of [
    [0.2, "#e04a3a"],
    [0.6, "#f2c12e"],
    [1.0, "#2f7bd1"],
  ] as const)
    scene.line([x + dx, y + 1.2, 1], [x + dx + 0.6, y + 3, 3], colour, 2, 1, x + y + 3);
}

/** The plant room an audit measures: panel board, motors, a compressor, an auditor at work. */
export function plantRoom(st: Stage): void {
  const { scene, palette, random } = st;
  panelBoard(st, 1.5, 0.2, random.int(5, 7));
  for (let i = 0; i < 2; i++)
    motor(st, 4 + i * 7, st.d * 0.55, random.pick([palette.blue, palette.steel]));
  // Air compressor and its receiver against the back wall.
  scene.box(13.5, 1.5, 0, 4.2, 2.6, 2.4, palette.orange);
  scene.cylinder(19.5, 2.4, 0, 1.1, 4, palette.white, "dome");
  scene.tube([0.6, 0.8, 6.2], [st.w, 0.8, 6.2], 0.3, palette.blue);
  analyser(st, 6, 3.4);
  scene.person(8.5, 5.2, 0, palette.orange, palette.white);
  scene.person(st.w * 0.55, st.d * 0.78, 0, palette.blue, palette.white);
}

/**
 * A thermal camera held up in front of the room: its screen shows a motor and the panel in false
 * colour, the hot bearing glowing. Drawn flat over the picture, bottom right.
 */
export function thermalCamera(
  width: number,
  height: number,
  palette: { navy: string; steelDark: string; orange: string },
): string {
  // As wide as a third of the picture, but never taller than its lower part allows.
  const h = Math.round(Math.min(width * 0.36 * 0.78, height * 0.5));
  const w = Math.round(h / 0.78);
  const x = Math.round(width * 0.62);
  const y = Math.round(height * 0.3);
  const sx = x + w * 0.08;
  const sy = y + h * 0.1;
  const sw = w * 0.84;
  const sh = h * 0.66;
  return `<defs>
<linearGradient id="cold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1b1464"/><stop offset="1" stop-color="#3a1c8c"/></linearGradient>
<radialGradient id="hot" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fffbe0"/><stop offset="0.25" stop-color="#ffd23f"/><stop offset="0.55" stop-color="#ff6a1f"/><stop offset="0.8" stop-color="#c0237a"/><stop offset="1" stop-color="#c0237a" stop-opacity="0"/></radialGradient>
<radialGradient id="warm" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ff8a2a"/><stop offset="0.6" stop-color="#b0207a"/><stop offset="1" stop-color="#6a1a8a" stop-opacity="0"/></radialGradient>
<linearGradient id="spectrum"><stop offset="0" stop-color="#1b1464"/><stop offset="0.4" stop-color="#b0207a"/><stop offset="0.75" stop-color="#ff6a1f"/><stop offset="1" stop-color="#fffbe0"/></linearGradient>
<clipPath id="screen"><rect x="${r1(sx)}" y="${r1(sy)}" width="${r1(sw)}" height="${r1(sh)}" rx="6"/></clipPath>
</defs>
<g>
<rect x="${r1(x + w * 0.36)}" y="${r1(y + h * 0.82)}" width="${r1(w * 0.28)}" height="${r1(h * 0.5)}" rx="${r1(w * 0.04)}" fill="${palette.steelDark}"/>
<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r1(w * 0.06)}" fill="${palette.navy}"/>
<rect x="${r1(x + w * 0.04)}" y="${r1(y + h * 0.84)}" width="${r1(w * 0.92)}" height="${r1(h * 0.08)}" rx="4" fill="${palette.orange}"/>
<g clip-path="url(#screen)">
<rect x="${r1(sx)}" y="${r1(sy)}" width="${r1(sw)}" height="${r1(sh)}" fill="url(#cold)"/>
<rect x="${r1(sx + sw * 0.08)}" y="${r1(sy + sh * 0.32)}" width="${r1(sw * 0.62)}" height="${r1(sh * 0.42)}" rx="${r1(sh * 0.12)}" fill="#5a2a9a"/>
<ellipse cx="${r1(sx + sw * 0.35)}" cy="${r1(sy + sh * 0.53)}" rx="${r1(sw * 0.3)}" ry="${r1(sh * 0.2)}" fill="url(#warm)"/>
<circle cx="${r1(sx + sw * 0.66)}" cy="${r1(sy + sh * 0.52)}" r="${r1(sh * 0.26)}" fill="url(#hot)"/>
<rect x="${r1(sx + sw * 0.78)}" y="${r1(sy + sh * 0.08)}" width="${r1(sw * 0.16)}" height="${r1(sh * 0.5)}" fill="#4a2590"/>
<circle cx="${r1(sx + sw * 0.86)}" cy="${r1(sy + sh * 0.2)}" r="${r1(sh * 0.1)}" fill="url(#warm)"/>
<rect x="${r1(sx)}" y="${r1(sy + sh * 0.8)}" width="${r1(sw)}" height="${r1(sh * 0.2)}" fill="#241466"/>
</g>
<g stroke="#ffffff" stroke-width="2" fill="none" opacity="0.9"><path d="M${r1(sx + sw * 0.66 - 14)} ${r1(sy + sh * 0.52)} h28 M${r1(sx + sw * 0.66)} ${r1(sy + sh * 0.52 - 14)} v28"/></g>
<rect x="${r1(sx + sw * 0.04)}" y="${r1(sy + sh * 0.86)}" width="${r1(sw * 0.5)}" height="${r1(sh * 0.06)}" rx="3" fill="url(#spectrum)"/>

<circle cx="${r1(x + w * 0.2)}" cy="${r1(y + h * 0.88)}" r="${r1(h * 0.025)}" fill="#ffffff"/>
</g>`;
}
