/** Renewable energy: solar with generator sets, wind, small hydro, waste heat, biogas, biomass. */

import { mix } from "../palette";
import {
  chimney,
  crew,
  genset,
  pad,
  shed,
  solarRows,
  tank,
  treeLine,
  vessel,
  windTurbine,
} from "../parts";
import type { Stage } from "../stage";

/** Which renewable picture. */
export type RenewableView =
  | "solar-genset"
  | "solar"
  | "wind"
  | "hydro"
  | "heat"
  | "biogas"
  | "biomass";

/** A renewable energy site; `turn` sets the turbine blades (radians), for the video's frames too. */
export function renewable(view: RenewableView, turn = 0.3): (st: Stage) => void {
  return (st) => {
    const { scene, palette, random } = st;
    const modules = mix(palette.navy, palette.blue, 0.45);
    switch (view) {
      case "solar-genset": {
        solarRows(st, 3, 3, 4, 24, modules);
        pad(st, 29, 4, st.w - 31, 12, palette.concrete);
        genset(st, 31, 6, palette.amber);
        genset(st, 31, 11, palette.amber);
        scene.box(40, 6, 0, 3, 5, 3, palette.white);
        crew(st, 36, 18, 2);
        break;
      }
      case "solar": {
        shed(st, 3, 3, 20, 12, 6, palette.white, palette.steel);
        solarRows(st, 6, 17, random.int(3, 4), 30, modules);
        scene.box(26, 4, 0, 3, 4, 2.6, palette.steelLight);
        crew(st, 30, 12, 2);
        break;
      }
      case "wind": {
        for (let i = 0; i < 4; i++)
          windTurbine(st, 6 + i * 10, 16 - i * 3, random.range(10, 12), turn + i * 0.7);
        scene.box(28, 20, 0, 5, 3, 2.6, palette.white);
        crew(st, 24, 23, 2);
        break;
      }
      case "hydro": {
        pad(st, 0, 0, st.w, 9, palette.water, 0.02);
        scene.box(0, 9, 0, st.w, 2.5, 8, palette.concrete);
        for (let i = 0; i < 3; i++) scene.box(8 + i * 8, 9.2, 8, 3, 2.1, 2.5, palette.steelDark);
        scene.tube([30, 11.5, 6], [30, 22, 1.5], 1, palette.orange);
        shed(st, 24, 22, 14, 8, 6, palette.white, palette.blue);
        pad(st, 0, 11.5, st.w, 3.5, mix(palette.water, "#ffffff", 0.25), 0.02);
        crew(st, 16, 20, 2);
        break;
      }
      case "heat": {
        scene.box(6, 6, 0, 12, 7, 11, palette.steelLight);
        scene.tube([18, 9.5, 8], [26, 9.5, 8], 1.3, palette.steel);
        vessel(st, 26, 8, 0, 10, 2.2, palette.white);
        chimney(st, 40, 8, 1.3, 22, palette.steel, true);
        scene.tube([14, 13, 3], [14, 20, 3], 0.4, palette.red);
        scene.tube([16, 13, 3], [16, 20, 3], 0.4, palette.blue);
        crew(st, 22, 18, 3);
        break;
      }
      case "biogas": {
        for (let i = 0; i < 2; i++) {
          scene.cylinder(10 + i * 13, 10, 0, 5, 4, palette.concrete, "flat");
          scene.cylinder(
            10 + i * 13,
            10,
            4,
            4.6,
            0.01,
            mix(palette.white, palette.amber, 0.15),
            "dome",
          );
        }
        scene.tube([10, 16, 0.8], [40, 16, 0.8], 0.35, palette.amber);
        tank(st, 38, 8, 2, 5, palette.steelLight);
        scene.box(30, 18, 0, 8, 5, 4, palette.white);
        crew(st, 20, 20, 2);
        break;
      }
      case "biomass": {
        shed(st, 4, 4, 16, 10, 8, palette.steelLight, palette.blue);
        for (let i = 0; i < 3; i++)
          scene.box(
            4 + i * 5,
            18,
            0,
            4,
            4,
            random.range(1.5, 3),
            mix(palette.soil, palette.amber, 0.25),
          );
        chimney(st, 26, 6, 1.2, 22, palette.red, true);
        for (let i = 0; i < 3; i++)
          scene.box(30 + i * 3.4, 14, 0, 3, 6, 2.6, palette.white, { top: palette.blue });
        crew(st, 18, 24, 2);
        break;
      }
    }
    treeLine(st, 5, 3);
  };
}
