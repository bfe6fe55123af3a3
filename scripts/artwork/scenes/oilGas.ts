/** Oil and gas sites: tank farms, process units, pipe racks, skids, cross-country pipelines. */

import { mix } from "../palette";
import { column, crew, flare, mobileCrane, pad, pipeRack, tank, truck, vessel } from "../parts";
import type { Stage } from "../stage";

/** What an oil and gas picture centres on. */
export type OilGasView = "refinery" | "tank-farm" | "pipe-rack" | "skid" | "pipeline" | "spheres";

function bund(st: Stage, x: number, y: number, w: number, d: number): void {
  const { scene, palette } = st;
  pad(st, x, y, w, d, palette.concrete, 0.02);
  scene.box(x, y + d, 0, w, 0.4, 0.6, palette.concrete, { layer: 0 });
  scene.box(x + w, y, 0, 0.4, d + 0.4, 0.6, palette.concrete, { layer: 0 });
}

/** An oil and gas site centred on `view`. */
export function oilGas(view: OilGasView): (st: Stage) => void {
  return (st) => {
    const { scene, palette, random } = st;
    const pipes = [palette.amber, palette.steel, palette.red, palette.blue];
    switch (view) {
      case "refinery": {
        bund(st, 2, 2, st.w - 4, st.d - 4);
        const n = random.int(3, 5);
        for (let i = 0; i < n; i++)
          column(
            st,
            8 + i * 4.5,
            7 + random.range(-1, 1),
            random.range(0.9, 1.4),
            random.range(14, 22),
            random.pick([palette.steelLight, palette.white]),
          );
        pipeRack(st, 4, 14, 30, 2, pipes);
        for (let i = 0; i < 3; i++)
          tank(st, 34 + i * 7, 8 + (i % 2) * 3, 3, random.range(5, 7), palette.white);
        flare(st, st.w - 6, 4, random.range(18, 24));
        crew(st, 22, 21, 3);
        break;
      }
      case "tank-farm": {
        const cols = random.int(3, 4);
        for (let i = 0; i < cols; i++)
          for (let j = 0; j < 2; j++) {
            bund(st, 3 + i * 11, 3 + j * 12, 10, 11);
            tank(
              st,
              8 + i * 11,
              8.5 + j * 12,
              random.range(3.3, 4.4),
              random.range(6, 9),
              j === 0 ? palette.white : palette.steelLight,
            );
          }
        scene.tube([1, 16, 0.5], [st.w - 1, 16, 0.5], 0.35, palette.amber);
        scene.tube([1, 16.9, 0.5], [st.w - 1, 16.9, 0.5], 0.35, palette.steel);
        truck(st, random.range(4, 20), st.d - 4, palette.white, "none");
        crew(st, 14, st.d - 6, 2);
        break;
      }
      case "pipe-rack": {
        pipeRack(st, 3, st.d * 0.45, st.w - 10, random.int(2, 3), pipes);
        for (let i = 0; i < 3; i++)
          vessel(
            st,
            6 + i * 11,
            st.d * 0.25,
            0,
            7,
            1.1,
            random.pick([palette.white, palette.steelLight]),
          );
        column(st, st.w - 6, st.d * 0.3, 1.2, 16, palette.white);
        mobileCrane(st, 8, st.d * 0.72, -Math.PI / 2.5, 0.95, 16);
        crew(st, 20, st.d * 0.75, 4);
        break;
      }
      case "skid": {
        pad(st, 0, 0, st.w, st.d, palette.concrete, 0);
        for (let k = 0; k < 2; k++) {
          const x = 6 + k * 16;
          const y = st.d * 0.4 + k * 2;
          scene.box(x, y, 0, 12, 5, 0.5, palette.amber);
          for (const [px, py] of [
            [0, 0],
            [11.6, 0],
            [0, 4.6],
            [11.6, 4.6],
          ] as const)
            scene.box(x + px, y + py, 0.5, 0.4, 0.4, 3.4, palette.amber);
          scene.box(x, y, 3.9, 12, 0.4, 0.3, palette.amber);
          scene.box(x, y + 4.6, 3.9, 12, 0.4, 0.3, palette.amber);
          scene.cylinder(x + 2.5, y + 2.5, 0.5, 1, 2.4, palette.white, "dome");
          scene.cylinder(x + 6, y + 2.5, 0.5, 0.8, 1.4, palette.blue, "flat");
          scene.tube([x + 1, y + 2.5, 1.6], [x + 11, y + 2.5, 1.6], 0.25, palette.steel);
          scene.tube([x + 8.5, y + 1.5, 1.2], [x + 8.5, y + 3.5, 1.2], 0.22, palette.red);
          scene.box(x + 9.5, y + 1, 0.5, 1.5, 1.2, 1.8, palette.steelLight);
        }
        crew(st, 18, st.d * 0.8, 3);
        break;
      }
      case "pipeline": {
        const trench = st.d * 0.45;
        pad(st, 0, trench - 1.5, st.w, 3, mix(palette.soil, palette.navy, 0.2), 0.02);
        pad(st, 0, trench + 1.5, st.w, 3.5, palette.soil, 0.02);
        const bend = random.range(-2, 2);
        scene.tube([0, trench + bend * 0.2, 0.8], [st.w * 0.55, trench, 0.8], 0.6, palette.white);
        scene.tube([st.w * 0.55, trench, 0.8], [st.w, trench - bend, 0.8], 0.6, palette.white);
        for (let i = 0; i < 6; i++)
          scene.box(3 + i * 7, trench - 0.6, 0, 0.6, 1.2, 0.2, palette.soil);
        mobileCrane(st, st.w * 0.35, trench + 4, -Math.PI / 2, 0.9, 11);
        truck(st, st.w * 0.65, trench + 6, palette.orange, "pipes");
        crew(st, st.w * 0.5, trench + 3, 3);
        for (let i = 0; i < 8; i++)
          scene.tree(
            random.range(0, st.w),
            random.range(0, trench - 4),
            random.range(1.4, 2.2),
            palette.foliage,
          );
        break;
      }
      case "spheres": {
        bund(st, 3, 3, st.w - 10, st.d * 0.55);
        for (let i = 0; i < 3; i++) {
          const x = 9 + i * 10;
          const y = st.d * 0.3;
          for (const [lx, ly] of [
            [-2.5, 0],
            [2.5, 0],
            [0, -2.5],
            [0, 2.5],
          ] as const)
            scene.box(x + lx - 0.2, y + ly - 0.2, 0, 0.4, 0.4, 4, palette.steelDark);
          const [px, py] = scene.p(x, y, 6);
          const s = scene.view.scale * 4;
          const id = scene.id("s");
          scene.def(
            `<radialGradient id="${id}" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="${scene.lit(palette.white, "top")}"/><stop offset="1" stop-color="${scene.lit(palette.steelLight, "right")}"/></radialGradient>`,
          );
          scene.add(
            `<circle cx="${px}" cy="${py}" r="${Math.round(s)}" fill="url(#${id})"/>`,
            x + y + 0.5,
          );
        }
        vessel(st, 8, st.d * 0.7, 0, 14, 1.4, palette.white);
        crew(st, 30, st.d * 0.78, 2);
        break;
      }
    }
  };
}
