/** Our works seen from outside: sheds, a stockyard of plate and pipe, lorries and a gantry. */
import { crew, pad, shed, treeLine, truck, vessel } from "../parts";
import type { Stage } from "../stage";

/** Paints the works on a site of about 50 × 30 m. */
export function works(st: Stage): void {
  const { scene, palette, random } = st;
  pad(st, 0, 0, st.w, st.d, palette.concrete, 0);
  pad(st, 0, st.d * 0.62, st.w, 5, palette.steelDark);
  const sheds = random.int(2, 3);
  let x = 2;
  for (let i = 0; i < sheds; i++) {
    const w = random.range(14, 20);
    shed(
      st,
      x,
      2,
      w,
      random.range(10, 13),
      random.range(6, 8),
      i % 2 ? palette.steelLight : palette.white,
      i % 2 ? palette.blue : palette.steel,
    );
    x += w + 2;
  }
  // Stockyard: plates and pipe bundles in front of the sheds.
  for (let i = 0; i < 4; i++)
    scene.box(4 + i * 4.2, 19, 0, 3.4, 2, random.range(0.4, 1.2), palette.steelLight);
  for (let i = 0; i < 3; i++)
    scene.tube([22, 18.5 + i * 0.7, 0.35], [31, 18.5 + i * 0.7, 0.35], 0.33, palette.orange);
  vessel(st, 34, 19.5, 0, 9, 1.3, palette.white);
  // Outdoor gantry over the yard.
  for (const gx of [20, 44])
    for (const gy of [16, 23]) scene.box(gx, gy, 0, 0.5, 0.5, 7, palette.amber);
  scene.box(20, 16, 7, 24.5, 0.5, 0.7, palette.amber);
  scene.box(20, 23, 7, 24.5, 0.5, 0.7, palette.amber);
  scene.box(random.range(26, 36), 16, 7.7, 1.4, 7.5, 0.8, palette.orange);
  truck(
    st,
    random.range(4, 16),
    st.d * 0.62 + 1.3,
    palette.blue,
    random.pick(["pipes", "plates"] as const),
  );
  truck(st, random.range(30, 40), st.d * 0.62 + 1.3, palette.orange, "none");
  crew(st, 14, 24, 4);
  treeLine(st, 6, 4);
}
