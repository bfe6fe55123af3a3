/** A sugar mill: cane yard and lorries, the cane carrier, the milling tandem, boiling house, boiler. */

import { mix } from "../palette";
import { chimney, crew, pad, tank, truck } from "../parts";
import type { Stage } from "../stage";

/** A tandem of three-roller mills along x, from `x`, on a plinth. */
function millTandem(st: Stage, x: number, y: number, mills: number): void {
  const { scene, palette } = st;
  scene.box(x, y, 0, mills * 4.4 + 1, 5, 1.2, palette.concrete);
  for (let i = 0; i < mills; i++) {
    const mx = x + 1 + i * 4.4;
    scene.box(mx, y + 0.3, 1.2, 0.5, 4.4, 3.6, palette.blue);
    scene.box(mx + 2.5, y + 0.3, 1.2, 0.5, 4.4, 3.6, palette.blue);
    for (const [dx, z] of [
      [0.9, 2.4],
      [2.1, 2.4],
      [1.5, 3.7],
    ] as const)
      scene.tube(
        [mx + dx, y + 0.1, z],
        [mx + dx, y + 4.9, z],
        0.6,
        palette.steel,
        1,
        palette.steelLight,
      );
    scene.box(mx + 0.6, y + 5, 1.2, 1.8, 1.4, 1.6, palette.orange);
  }
}

/** The cane carrier: an inclined slat conveyor from the feeder table up to the first mill. */
function caneCarrier(st: Stage, x: number, y: number, length: number, rise: number): void {
  const { scene, palette } = st;
  scene.box(x - 5, y - 0.5, 0, 5, 4, 1, palette.steelDark, { top: palette.cane });
  scene.poly(
    [
      [x, y, 1],
      [x + length, y, rise],
      [x + length, y + 3, rise],
      [x, y + 3, 1],
    ],
    palette.steelDark,
    "top",
    1,
    x + length / 2 + y + 2,
  );
  scene.poly(
    [
      [x, y + 0.3, 1.3],
      [x + length, y + 0.3, rise + 0.3],
      [x + length, y + 2.7, rise + 0.3],
      [x, y + 2.7, 1.3],
    ],
    palette.cane,
    "top",
    1,
    x + length / 2 + y + 2.01,
  );
  for (let i = 0; i < 8; i++) {
    const t = (i + 0.5) / 8;
    scene.line(
      [x + t * length, y + 0.4, 1.4 + t * (rise - 1)],
      [x + t * length + 0.6, y + 2.6, 1.7 + t * (rise - 1)],
      mix(palette.cane, "#2d4a17", 0.45),
      2,
      1,
      x + t * length + y + 2.02,
    );
  }
  scene.poly(
    [
      [x, y + 3, 1],
      [x + length, y + 3, rise],
      [x + length, y + 3, rise - 0.8],
      [x, y + 3, 0.2],
    ],
    palette.steelDark,
    "left",
    1,
    x + length / 2 + y + 3.1,
  );
  for (const t of [0.35, 0.7])
    scene.box(x + t * length, y + 1.2, 0, 0.5, 0.5, 1 + t * (rise - 1), palette.steelDark);
}

/** The whole mill from the cane yard: lorries queue, the carrier feeds the tandem, the boiler smokes. */
export function sugarMill(st: Stage): void {
  const { scene, palette, random } = st;
  pad(st, 0, 0, st.w, st.d, palette.concrete, 0);
  pad(st, 0, st.d * 0.55, st.w * 0.5, st.d * 0.45, palette.soil);
  // Mill house (open at the front) with the tandem inside.
  scene.box(14, 4, 0, 26, 0.6, 9, palette.steelLight);
  millTandem(st, 16, 6, 4);
  caneCarrier(st, 3, 7, 12, 5);
  // Boiling house: evaporator bodies and pans.
  scene.box(42, 3, 0, 12, 10, 8, palette.white);
  scene.windows(42, 13, 4.5, 12, 2, "y", 4, palette.glass);
  for (let i = 0; i < 3; i++) tank(st, 44 + i * 4, 16, 1.4, random.range(6, 9), palette.steelLight);
  chimney(st, 50, 24, 1.4, random.range(24, 30), palette.red, !st.mood.night || random.chance(0.5));
  scene.box(42, 20, 0, 6, 6, 10, palette.steel);
  // Cane lorries and tractor trolleys in the yard.
  for (let i = 0; i < random.int(2, 3); i++)
    truck(
      st,
      2 + i * 10,
      st.d * 0.62 + (i % 2) * 4,
      random.pick([palette.blue, palette.orange, palette.red]),
      "cane",
    );
  for (let i = 0; i < 5; i++)
    scene.box(2 + i * 4.5, st.d - 4, 0, 3.8, 2.5, random.range(0.8, 1.6), palette.cane, {
      top: mix(palette.cane, palette.amber, 0.3),
    });
  crew(st, 22, st.d * 0.7, 4);
}

/** Close on the milling tandem: rollers, headstocks and the carrier bringing cane in. */
export function millingTandem(st: Stage): void {
  const { scene, palette } = st;
  scene.windows(0, 0, 5, st.w, 2, "y", Math.round(st.w / 3), palette.glass, 0.7);
  caneCarrier(st, 5, st.d * 0.4, 9, 4.2);
  millTandem(st, 14, st.d * 0.36, 3);
  crew(st, 20, st.d * 0.75, 3);
}
