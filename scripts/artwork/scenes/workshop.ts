/**
 * Inside our works: the fabrication shop (what is on the floor varies by job) and the CNC and
 * design bay.
 */

import { mix } from "../palette";
import { crew, pad, vessel } from "../parts";
import type { Stage } from "../stage";

const r1 = (n: number) => Math.round(n * 10) / 10;

/** What a fabrication picture shows on the shop floor. */
export type FabricationJob =
  | "vessel"
  | "beams"
  | "tank-shell"
  | "ducting"
  | "exchanger"
  | "rolling"
  | "hydrotest";

/** Welding sparks at a world point (drawn above everything). */
function sparks(st: Stage, x: number, y: number, z: number): void {
  const { scene, random, palette } = st;
  const [px, py] = scene.p(x, y, z);
  const s = scene.view.scale;
  const rays = Array.from({ length: 18 }, () => {
    const a = random.range(-Math.PI, 0.2);
    const l = s * random.range(0.4, 1.4);
    return `<line x1="${px}" y1="${py}" x2="${r1(px + Math.cos(a) * l)}" y2="${r1(py + Math.sin(a) * l)}" stroke="${random.chance(0.5) ? palette.amber : "#fff4c2"}" stroke-width="2" stroke-linecap="round"/>`;
  }).join("");
  scene.add(
    `<circle cx="${px}" cy="${py}" r="${r1(s * 0.9)}" fill="#fff6d5" fill-opacity="0.35"/>${rays}<circle cx="${px}" cy="${py}" r="${r1(s * 0.22)}" fill="#ffffff"/>`,
    x + y,
    2,
  );
}

/** The overhead travelling crane every bay has: rails on the walls and a bridge with a hoist. */
function overheadCrane(st: Stage, at: number): void {
  const { scene, palette } = st;
  scene.box(-0.2, 0, 7.5, 0.4, st.d, 0.4, palette.steelDark, { layer: 0 });
  scene.box(at, 0, 7.9, 0.6, st.d, 0.6, palette.amber, { layer: 0 });
  scene.box(at - 0.3, st.d * 0.3, 7.3, 1.2, 1.2, 0.7, palette.orange, { layer: 0 });
}

/** A forklift facing +x: body, mast and forks, driver's guard. */
function forklift(st: Stage, x: number, y: number): void {
  const { scene, palette } = st;
  for (const wx of [0.5, 2.1])
    scene.tube([x + wx, y - 0.05, 0.35], [x + wx, y + 1.45, 0.35], 0.35, "#27303b");
  scene.box(x, y, 0.3, 2.6, 1.4, 1, palette.amber);
  scene.box(x + 0.1, y + 0.2, 1.3, 1, 1, 0.6, palette.steelDark);
  for (const gy of [0.1, 1.2]) scene.box(x + 0.6, y + gy, 1.3, 0.1, 0.1, 1.1, palette.steelDark);
  scene.box(x + 0.6, y + 0.1, 2.4, 1.3, 1.2, 0.08, palette.steelDark);
  scene.box(x + 2.6, y + 0.2, 0, 0.15, 1, 2.6, palette.steelDark);
  scene.box(x + 2.75, y + 0.25, 0.1, 1.3, 0.25, 0.08, palette.steelDark);
  scene.box(x + 2.75, y + 0.95, 0.1, 1.3, 0.25, 0.08, palette.steelDark);
}

/** Fabrication shop with a job on the floor, welders and stock racks. */
export function fabricationShop(job: FabricationJob): (st: Stage) => void {
  return (st) => {
    const { scene, palette, random } = st;
    scene.windows(0, 0, 4.8, st.w, 2, "y", Math.round(st.w / 3), palette.glass, 0.7);
    scene.windows(0, 0, 4.8, st.d, 2, "x", Math.round(st.d / 3), palette.glass, 0.7);
    // Safety walkway lines on the floor.
    pad(st, 0, st.d - 2.2, st.w, 0.2, palette.amber);
    overheadCrane(st, random.range(2, 4));
    // Plate rack against the back wall.
    for (let i = 0; i < 5; i++)
      scene.box(1 + i * 0.5, 0.6, 0, 0.15, 3, random.range(2.5, 3.5), palette.steelLight);
    const cx = st.w * 0.5;
    const cy = st.d * 0.5;
    switch (job) {
      case "vessel": {
        for (const x of [cx - 4, cx + 3]) scene.box(x, cy - 1.2, 0, 1, 2.4, 0.6, palette.steelDark);
        scene.tube([cx - 6, cy, 1.9], [cx + 6, cy, 1.9], 1.5, palette.blue, 1, palette.steelLight);
        sparks(st, cx + 1, cy + 1.5, 1.6);
        crew(st, cx + 1.5, cy + 3, 2);
        break;
      }
      case "beams": {
        for (let i = 0; i < random.int(3, 5); i++) {
          const y = cy - 3 + i * 1.6;
          scene.box(cx - 7, y, 0, 0.6, 0.6, 0.6, palette.steelDark);
          scene.box(cx + 5, y, 0, 0.6, 0.6, 0.6, palette.steelDark);
          scene.box(
            cx - 7.5,
            y,
            0.6,
            14,
            0.35,
            0.9,
            random.pick([palette.orange, palette.steel, palette.blue]),
          );
        }
        sparks(st, cx + 2, cy + 3.6, 1.4);
        crew(st, cx, cy + 5, 3);
        break;
      }
      case "tank-shell": {
        scene.cylinder(cx, cy, 0, 4, 4.5, palette.steelLight, "open");
        scene.rings(cx, cy, 4, [1.5, 3], palette.steelDark, 2);
        sparks(st, cx + 2.8, cy + 2.8, 3);
        scene.box(cx + 3, cy + 3, 0, 1.5, 1.5, 2.6, palette.amber);
        crew(st, cx - 3, cy + 5, 2);
        break;
      }
      case "ducting": {
        for (let i = 0; i < 3; i++)
          scene.box(
            cx - 6 + i * 4.2,
            cy - 2,
            0,
            3.4,
            3.4,
            3.4,
            mix(palette.steelLight, palette.blue, 0.12 * i),
          );
        scene.box(cx + 6.6, cy - 1.2, 0, 2.2, 1.8, 1.4, palette.steel);
        sparks(st, cx - 2.4, cy + 1.4, 2.5);
        crew(st, cx - 2, cy + 4, 2);
        break;
      }
      case "exchanger": {
        vessel(st, cx - 6, cy - 1, 0, 12, 1.1, palette.white);
        for (let i = 0; i < 5; i++)
          scene.tube(
            [cx - 6, cy + 2.6 + i * 0.35, 0.3],
            [cx + 5, cy + 2.6 + i * 0.35, 0.3],
            0.12,
            palette.steelLight,
          );
        scene.cylinder(cx + 7, cy - 1, 0, 1.3, 0.4, palette.steelDark);
        crew(st, cx + 5, cy + 4, 3);
        break;
      }
      case "rolling": {
        scene.box(cx - 3, cy - 3, 0, 6, 4, 1.4, palette.blue);
        for (const y of [cy - 2.6, cy - 1.2, cy + 0.2])
          scene.tube([cx - 3.5, y, 1.8], [cx + 3.5, y, 1.8], 0.45, palette.steelLight);
        scene.poly(
          [
            [cx - 3, cy - 4.2, 2.6],
            [cx + 3, cy - 4.2, 2.6],
            [cx + 3, cy - 1.9, 2.2],
            [cx - 3, cy - 1.9, 2.2],
          ],
          palette.steelLight,
          "top",
        );
        scene.box(cx + 3, cy - 3, 0, 1.6, 4, 2.6, palette.navy);
        crew(st, cx - 1, cy + 3, 2);
        break;
      }
      case "hydrotest": {
        vessel(st, cx - 5, cy - 1, 0, 10, 1.4, palette.orange);
        scene.tube([cx + 5, cy - 1, 1.6], [cx + 7.5, cy - 1, 1.6], 0.15, palette.blue);
        scene.box(cx + 7.5, cy - 2, 0, 1.6, 2, 1.4, palette.blue);
        const [gx, gy] = scene.p(cx + 7.5, cy, 1.9);
        const g = scene.view.scale * 0.45;
        scene.add(
          `<circle cx="${gx}" cy="${gy}" r="${r1(g)}" fill="${palette.white}" stroke="${palette.navy}" stroke-width="2"/><line x1="${gx}" y1="${gy}" x2="${r1(gx + g * 0.6)}" y2="${r1(gy - g * 0.5)}" stroke="${palette.red}" stroke-width="2"/>`,
          cx + cy + 8.6,
        );
        crew(st, cx + 3, cy + 4, 2);
        break;
      }
    }
    // Stock waiting for the next job, and a forklift, near the open side.
    for (let i = 0; i < random.int(2, 4); i++)
      scene.tube(
        [st.w - 7, st.d - 4.6 + i * 0.55, 0.3],
        [st.w - 1, st.d - 4.6 + i * 0.55, 0.3],
        0.26,
        palette.orange,
      );
    scene.box(st.w - 6.5, st.d - 8.5, 0, 4.5, 2.2, random.range(0.3, 0.9), palette.steelLight);
    forklift(st, random.range(3, 7), st.d - random.range(5, 7));
    // Welding machines and gas cylinders along the side wall.
    for (let i = 0; i < 3; i++)
      scene.cylinder(
        0.8,
        st.d - 5 - i * 0.9,
        0,
        0.3,
        1.5,
        i === 1 ? palette.blue : palette.red,
        "dome",
      );
    scene.box(0.4, st.d - 9, 0, 1.2, 1, 0.9, palette.blue);
  };
}

/** The CNC and design bay: a plasma cutting table mid-cut and a 3D model on the engineers' screens. */
export function cncBay(st: Stage): void {
  const { scene, palette, random } = st;
  scene.windows(0, 0, 3, st.w, 2.4, "y", Math.round(st.w / 3), palette.glass, 0.7);
  // Cutting table with gantry.
  const tx = st.w * 0.35;
  const ty = st.d * 0.35;
  scene.box(tx, ty, 0, 12, 6, 0.9, palette.steelDark, { top: palette.steel });
  for (let i = 0; i < 10; i++)
    scene.line(
      [tx + 0.6 + i * 1.2, ty, 0.92],
      [tx + 0.6 + i * 1.2, ty + 6, 0.92],
      palette.steelDark,
      1.2,
      1,
      tx + ty + 9,
    );
  scene.box(tx + 0.5, ty + 0.5, 0.9, 6, 5, 0.05, palette.steelLight);
  const gx = tx + random.range(4, 8);
  scene.box(gx, ty - 0.5, 0, 0.6, 0.6, 2.4, palette.orange);
  scene.box(gx, ty + 6, 0, 0.6, 0.6, 2.4, palette.orange);
  scene.box(gx, ty - 0.5, 2.4, 0.7, 7.1, 0.6, palette.orange);
  scene.box(gx - 0.1, ty + 2.6, 1.6, 0.9, 0.9, 0.8, palette.navy);
  const [sx, sy] = scene.p(gx + 0.3, ty + 3, 0.95);
  const s = scene.view.scale;
  scene.add(
    `<circle cx="${sx}" cy="${sy}" r="${r1(s * 0.5)}" fill="#bfe6ff" fill-opacity="0.5"/><circle cx="${sx}" cy="${sy}" r="${r1(s * 0.16)}" fill="#ffffff"/>`,
    tx + ty + 10,
    2,
  );
  // Cut parts stacked beside the table.
  for (let i = 0; i < 3; i++)
    scene.box(tx + 13, ty + 1 + i * 1.6, 0, 1.4, 1.2, 0.2 + i * 0.15, palette.steelLight);
  // Design desks with monitors showing a wireframe.
  for (let i = 0; i < 2; i++) {
    const dx = 2 + i * 4.5;
    const dy = st.d - 5;
    scene.box(dx, dy, 0, 3.4, 1.6, 1.1, palette.white);
    scene.box(dx + 0.6, dy + 0.3, 1.1, 2.2, 0.15, 1.3, palette.navy);
    const [mx, my] = scene.p(dx + 1.7, dy + 0.45, 1.75);
    const m = scene.view.scale * 0.45;
    scene.add(
      `<g stroke="#7fd1ff" stroke-width="1.6" fill="none"><path d="M${r1(mx - m)} ${r1(my)} L${mx} ${r1(my - m * 0.55)} L${r1(mx + m)} ${r1(my)} L${mx} ${r1(my + m * 0.55)} Z M${r1(mx - m)} ${r1(my)} L${r1(mx - m)} ${r1(my - m * 0.6)} L${mx} ${r1(my - m * 1.15)} L${r1(mx + m)} ${r1(my - m * 0.6)} L${r1(mx + m)} ${r1(my)} M${mx} ${r1(my - m * 0.55)} L${mx} ${r1(my - m * 1.15)}"/></g>`,
      dx + dy + 2.2,
    );
    scene.person(dx + 1.7, dy + 2.3, 0, palette.blue, palette.white);
  }
  crew(st, tx + 6, ty + 8.5, 1);
}
