/** Erection sites: steel buildings, boiler structures, conveyor galleries, chimneys, tanks. */
import {
  chimney,
  crew,
  mobileCrane,
  pad,
  shed,
  steelFrame,
  tank,
  towerCrane,
  truck,
} from "../parts";
import type { Stage } from "../stage";

/** What an erection picture shows going up. */
export type ErectionJob = "frame" | "boiler" | "conveyor" | "chimney" | "tank" | "mill-house";

/** An erection site with `job` under way, cranes and crews. */
export function erection(job: ErectionJob): (st: Stage) => void {
  return (st) => {
    const { scene, palette, random } = st;
    pad(st, 2, 2, st.w - 4, st.d - 4, palette.soil);
    const steel = random.pick([palette.orange, palette.blue, palette.red, palette.steel]);
    switch (job) {
      case "frame": {
        const bays = random.int(3, 5);
        steelFrame(
          st,
          8,
          6,
          bays,
          random.range(8, 11),
          random.int(2, 3),
          5.5,
          4.5,
          random.range(0.3, 0.8),
          steel,
        );
        towerCrane(st, 6 + bays * 5.5 + 4, 12, random.range(16, 19), random.range(2.7, 3.4), 16, {
          colour: steel,
          drop: random.range(3, 6),
        });
        break;
      }
      case "boiler": {
        const x = 10;
        const y = 6;
        steelFrame(st, x, y, 2, 9, 3, 5, 5, 1, palette.steelDark);
        scene.box(x + 1, y + 1.5, 0, 8, 6, random.range(9, 13), palette.steelLight);
        scene.tube([x - 1, y + 4.5, 15.6], [x + 11, y + 4.5, 15.6], 1.1, palette.white);
        mobileCrane(st, x + 16, y + 12, Math.PI + 0.5, random.range(0.8, 1), 20, palette.steel);
        break;
      }
      case "conveyor": {
        const rise = random.range(12, 18);
        const run = 28;
        for (let i = 0; i <= 3; i++)
          scene.box(6 + i * 7, 12, 0, 0.6, 0.6, (i / 3) * rise * 0.85 + 1.5, palette.steelDark);
        scene.box(3, 10.8, 0, 6, 3, 3, palette.concrete);
        scene.poly(
          [
            [6, 11.5, 3],
            [6 + run, 11.5, rise + 3],
            [6 + run, 13.5, rise + 3],
            [6, 13.5, 3],
          ],
          steel,
          "top",
          1,
          6 + run / 2 + 13,
        );
        scene.poly(
          [
            [6, 13.5, 3],
            [6 + run, 13.5, rise + 3],
            [6 + run, 13.5, rise + 1.8],
            [6, 13.5, 1.8],
          ],
          steel,
          "left",
          1,
          6 + run / 2 + 13.1,
        );
        steelFrame(st, 4 + run, 9.5, 1, 7, 4, 7, (rise + 5) / 4, 1, palette.steelDark);
        scene.box(4.4 + run, 9.9, 0, 6.6, 6.6, (rise + 5) / 2, palette.steelLight);
        mobileCrane(st, 14, 22, -Math.PI / 3, 1, 20);
        break;
      }
      case "chimney": {
        const h = random.range(18, 24);
        chimney(st, 18, 10, 2.2, h * random.range(0.6, 1), palette.concrete, false);
        for (let z = 2; z < h * 0.6; z += 3) scene.rings(18, 10, 2.6, [z], palette.amber, 1.5);
        towerCrane(st, 26, 12, h + 1, Math.PI * 1.05, 12);
        shed(st, 28, 18, 10, 7, 6, palette.white, palette.blue);
        break;
      }
      case "tank": {
        const r = random.range(6, 8);
        tank(st, 20, 12, r, random.range(6, 10), palette.white);
        mobileCrane(st, 30, 2, Math.PI * 0.85, 0.85, 18, palette.steelLight);
        break;
      }
      case "mill-house": {
        steelFrame(st, 6, 5, 4, 12, 2, 6, 6, 0.5, steel);
        scene.box(8, 8, 0, 18, 4, 1.5, palette.concrete);
        for (let i = 0; i < 4; i++) {
          scene.tube(
            [9 + i * 4.3, 8.6, 2.8],
            [9 + i * 4.3, 11.4, 2.8],
            1,
            palette.steelDark,
            1,
            palette.steelLight,
          );
          scene.tube(
            [10.4 + i * 4.3, 8.6, 4.4],
            [10.4 + i * 4.3, 11.4, 4.4],
            1,
            palette.steelDark,
            1,
            palette.steelLight,
          );
        }
        towerCrane(st, 34, 12, 17, 3.0, 16, { colour: steel, drop: 5 });
        break;
      }
    }
    truck(
      st,
      random.range(8, 24),
      st.d - 7,
      palette.blue,
      random.pick(["pipes", "plates", "none"] as const),
    );
    crew(st, st.w * 0.45, st.d - 9, random.int(3, 6));
    for (let i = 0; i < 3; i++)
      scene.box(random.range(4, st.w - 8), st.d - random.range(3, 5), 0, 3, 0.5, 0.5, steel);
  };
}
