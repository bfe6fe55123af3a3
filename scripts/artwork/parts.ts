/**
 * Industrial parts built from the isometric kit: sheds, tanks, columns, pipe racks, cranes, steel
 * frames, trucks, vessels, solar rows. Each takes the stage and a world position (metres).
 */
import type { Vec3 } from "./iso";
import { mix } from "./palette";
import type { Stage } from "./stage";

const r1 = (n: number) => Math.round(n * 10) / 10;

/** A flat rectangle on the ground (yard, road, bund floor), drawn with the ground layer. */
export function pad(
  st: Stage,
  x: number,
  y: number,
  w: number,
  d: number,
  colour: string,
  z = 0.01,
): void {
  st.scene.poly(
    [
      [x, y, z],
      [x + w, y, z],
      [x + w, y + d, z],
      [x, y + d, z],
    ],
    colour,
    "top",
    0,
  );
}

/** `n` trees scattered along the near edge of the site, `band` world units deep. */
export function treeLine(st: Stage, n: number, band: number): void {
  const { scene, random, palette } = st;
  for (let i = 0; i < n; i++)
    scene.tree(
      random.range(0, st.w),
      st.d - random.range(0, band),
      random.range(1.4, 2.3),
      palette.foliage,
    );
}

/** A shed with a pitched roof along x, windows along its front and a roller door. */
export function shed(
  st: Stage,
  x: number,
  y: number,
  w: number,
  d: number,
  h: number,
  wall: string,
  roof: string,
): void {
  const { scene } = st;
  scene.box(x, y, 0, w, d, h, wall);
  const ridge = h + d * 0.28;
  scene.poly(
    [
      [x, y, h],
      [x + w, y, h],
      [x + w, y + d / 2, ridge],
      [x, y + d / 2, ridge],
    ],
    roof,
    "top",
    1,
    x + w / 2 + y + d / 2 + 0.02,
  );
  scene.poly(
    [
      [x, y + d / 2, ridge],
      [x + w, y + d / 2, ridge],
      [x + w, y + d, h],
      [x, y + d, h],
    ],
    roof,
    "left",
    1,
    x + w / 2 + y + d / 2 + 0.03,
  );
  scene.poly(
    [
      [x + w, y, h],
      [x + w, y + d / 2, ridge],
      [x + w, y + d, h],
    ],
    wall,
    "right",
    1,
    x + w + y + d / 2 + 0.03,
  );
  scene.windows(
    x,
    y + d,
    h * 0.62,
    w,
    h * 0.22,
    "y",
    Math.max(2, Math.round(w / 3)),
    st.palette.glass,
  );
  scene.windows(x + w, y, 0, d, h * 0.55, "x", 1, mix(wall, st.palette.navy, 0.45), 0.45);
}

/** A vertical storage tank with a cone roof, shell courses and a stair. */
export function tank(st: Stage, x: number, y: number, r: number, h: number, colour: string): void {
  const { scene } = st;
  scene.cylinder(x, y, 0, r, h, colour, "cone");
  scene.rings(
    x,
    y,
    r,
    Array.from({ length: Math.floor(h / 2.4) }, (_, i) => (i + 1) * 2.4).filter((z) => z < h - 0.5),
    colour,
    1.5,
  );
  const steps = 8;
  for (let i = 0; i < steps; i++) {
    const a = -Math.PI * 0.1 + (i / steps) * Math.PI * 0.55;
    const b = -Math.PI * 0.1 + ((i + 1) / steps) * Math.PI * 0.55;
    scene.line(
      [x + Math.cos(a) * r * 1.06, y + Math.sin(a) * r * 1.06, (i / steps) * h],
      [x + Math.cos(b) * r * 1.06, y + Math.sin(b) * r * 1.06, ((i + 1) / steps) * h],
      st.palette.steelDark,
      2,
      1,
      x + y + r + 0.1,
    );
  }
}

/** A process column: a tall cylinder with platforms and a dome. */
export function column(
  st: Stage,
  x: number,
  y: number,
  r: number,
  h: number,
  colour: string,
): void {
  const { scene, palette } = st;
  scene.box(x - r * 1.3, y - r * 1.3, 0, r * 2.6, r * 2.6, 0.6, palette.concrete);
  scene.cylinder(x, y, 0.6, r, h, colour, "dome");
  scene.rings(x, y, r * 1.35, [h * 0.35, h * 0.62, h * 0.88], palette.amber, 2.5);
}

/** A flare stack with its flame (the flame glows above everything). */
export function flare(st: Stage, x: number, y: number, h: number): void {
  const { scene, palette } = st;
  scene.cylinder(x, y, 0, 0.35, h, palette.steel, "flat");
  for (const k of [0.3, 0.6, 0.85])
    scene.line([x - 1.2, y, 0], [x, y, h * k], palette.steelDark, 1.5);
  const [fx, fy] = scene.p(x, y, h);
  const s = scene.view.scale;
  scene.add(
    `<path d="M${fx} ${r1(fy - s * 2.6)} C${r1(fx + s * 1.2)} ${r1(fy - s * 1.4)} ${r1(fx + s * 0.7)} ${fy} ${fx} ${fy} C${r1(fx - s * 0.7)} ${fy} ${r1(fx - s * 0.9)} ${r1(fy - s * 1.2)} ${fx} ${r1(fy - s * 2.6)}Z" fill="${palette.orange}"/><path d="M${fx} ${r1(fy - s * 1.4)} C${r1(fx + s * 0.5)} ${r1(fy - s * 0.7)} ${r1(fx + s * 0.3)} ${fy} ${fx} ${fy} C${r1(fx - s * 0.3)} ${fy} ${r1(fx - s * 0.4)} ${r1(fy - s * 0.6)} ${fx} ${r1(fy - s * 1.4)}Z" fill="${palette.amber}"/>`,
    x + y,
    2,
  );
}

/** A pipe rack along x: portal frames every 6 m carrying pipes of several colours. */
export function pipeRack(
  st: Stage,
  x: number,
  y: number,
  length: number,
  levels: number,
  pipes: readonly string[],
): void {
  const { scene, palette } = st;
  const width = 3;
  for (let px = x; px <= x + length + 0.01; px += 6) {
    scene.box(px, y, 0, 0.3, 0.3, 2.6 * levels + 0.4, palette.steelDark);
    scene.box(px, y + width, 0, 0.3, 0.3, 2.6 * levels + 0.4, palette.steelDark);
    for (let l = 1; l <= levels; l++)
      scene.box(px, y, 2.6 * l, 0.3, width + 0.3, 0.3, palette.steelDark);
  }
  for (let l = 1; l <= levels; l++)
    pipes.forEach((colour, i) => {
      const py = y + 0.5 + (i * (width - 0.6)) / Math.max(1, pipes.length - 1);
      scene.tube([x - 2, py, 2.6 * l + 0.6], [x + length + 2, py, 2.6 * l + 0.6], 0.28, colour);
    });
}

/** A horizontal vessel (exchanger, bullet, boiler drum) on two saddles, along x. */
export function vessel(
  st: Stage,
  x: number,
  y: number,
  z: number,
  length: number,
  r: number,
  colour: string,
): void {
  const { scene, palette } = st;
  scene.box(x + length * 0.15, y - r * 0.6, z, 0.5, r * 1.2, r * 0.7, palette.steelDark);
  scene.box(x + length * 0.75, y - r * 0.6, z, 0.5, r * 1.2, r * 0.7, palette.steelDark);
  scene.tube([x, y, z + r * 1.05], [x + length, y, z + r * 1.05], r, colour);
}

/** A tower crane: lattice mast, jib turned by `angle` (radians), and a load on the hook. */
export function towerCrane(
  st: Stage,
  x: number,
  y: number,
  h: number,
  angle: number,
  jib: number,
  load?: { colour: string; drop: number },
): void {
  const { scene, palette } = st;
  const m = 0.9;
  scene.box(x - 1.2, y - 1.2, 0, 2.4 + m, 2.4 + m, 0.8, palette.concrete);
  const corners: Array<[number, number]> = [
    [x, y],
    [x + m, y],
    [x + m, y + m],
    [x, y + m],
  ];
  for (const [cx, cy] of corners)
    scene.line([cx, cy, 0.8], [cx, cy, h], palette.amber, 3.5, 1, x + y + m);
  for (let z = 0.8; z < h - 1.4; z += 1.6) {
    scene.line([x, y + m, z], [x + m, y + m, z + 1.6], palette.amber, 2, 1, x + y + m + 0.1);
    scene.line([x + m, y, z], [x + m, y + m, z + 1.6], palette.amber, 2, 1, x + y + m + 0.1);
  }
  const cx = x + m / 2;
  const cy = y + m / 2;
  const dx = Math.cos(angle);
  const dy = Math.sin(angle);
  const tip: Vec3 = [cx + dx * jib, cy + dy * jib, h];
  const tail: Vec3 = [cx - dx * jib * 0.3, cy - dy * jib * 0.3, h];
  scene.line(tail, tip, palette.amber, 4, 1, x + y + m + 2);
  scene.line([cx, cy, h + 2.2], tip, palette.amber, 1.5, 1, x + y + m + 2);
  scene.line([cx, cy, h + 2.2], tail, palette.amber, 1.5, 1, x + y + m + 2);
  scene.line([cx, cy, h], [cx, cy, h + 2.2], palette.amber, 3, 1, x + y + m + 2);
  scene.box(tail[0] - 0.6, tail[1] - 0.6, h - 1, 1.2, 1.2, 1, palette.concrete);
  scene.box(cx - 0.7, cy - 0.7, h - 1.6, 1.4, 1.4, 1.3, palette.white);
  const hookX = cx + dx * jib * 0.7;
  const hookY = cy + dy * jib * 0.7;
  const hookZ = h - (load?.drop ?? 6);
  scene.line(
    [hookX, hookY, h],
    [hookX, hookY, hookZ],
    palette.steelDark,
    1.2,
    1,
    hookX + hookY + 0.5,
  );
  if (load) scene.box(hookX - 3, hookY - 0.2, hookZ - 0.5, 6, 0.4, 0.5, load.colour);
}

/** A mobile crane on its outriggers, boom raised by `elevation` towards `angle`. */
export function mobileCrane(
  st: Stage,
  x: number,
  y: number,
  angle: number,
  elevation: number,
  boom: number,
  load?: string,
): void {
  const { scene, palette } = st;
  scene.box(x, y, 0.5, 7, 2.6, 1.2, palette.amber);
  scene.box(x + 5.6, y, 1.7, 1.4, 2.6, 1.3, palette.amber, { top: palette.glass });
  for (const wx of [0.8, 2.4, 4.6, 6.0])
    scene.tube([x + wx, y - 0.05, 0.5], [x + wx, y + 2.65, 0.5], 0.5, "#27303b");
  scene.box(x + 1.6, y + 0.3, 1.7, 2.6, 2, 1.1, palette.orange);
  const base: Vec3 = [x + 2.6, y + 1.3, 2.6];
  const reach = Math.cos(elevation) * boom;
  const tip: Vec3 = [
    base[0] + Math.cos(angle) * reach,
    base[1] + Math.sin(angle) * reach,
    base[2] + Math.sin(elevation) * boom,
  ];
  scene.tube(base, tip, 0.35, palette.amber, 1);
  if (load) {
    const hookZ = Math.max(1.5, tip[2] - 9);
    scene.line(tip, [tip[0], tip[1], hookZ], palette.steelDark, 1.2, 1, tip[0] + tip[1]);
    scene.box(tip[0] - 0.2, tip[1] - 2.5, hookZ - 0.5, 0.4, 5, 0.5, load);
  }
}

/** A steel frame of bays × levels; `done` (0..1) of the beams are in, bracing in the end bays. */
export function steelFrame(
  st: Stage,
  x: number,
  y: number,
  bays: number,
  depth: number,
  levels: number,
  bay: number,
  storey: number,
  done: number,
  colour: string,
): void {
  const { scene, random } = st;
  const t = 0.4;
  for (let i = 0; i <= bays; i++)
    for (const yy of [y, y + depth]) {
      const height = storey * levels;
      scene.box(x + i * bay, yy, 0, t, t, height, colour);
    }
  for (let l = 1; l <= levels; l++)
    for (let i = 0; i < bays; i++) {
      if (l === levels && random.next() > done) continue;
      scene.box(x + i * bay, y, l * storey - t, bay, t, t, colour);
      scene.box(x + i * bay, y + depth, l * storey - t, bay, t, t, colour);
      scene.box(x + i * bay, y, l * storey - t, t, depth, t, colour);
    }
  for (const i of [0, bays - 1])
    for (let l = 0; l < levels; l++) {
      scene.line(
        [x + i * bay, y + depth, l * storey],
        [x + (i + 1) * bay, y + depth, (l + 1) * storey],
        colour,
        2,
      );
      scene.line(
        [x + (i + 1) * bay, y + depth, l * storey],
        [x + i * bay, y + depth, (l + 1) * storey],
        colour,
        2,
      );
    }
}

/** A lorry along x; `cargo` 'cane' heaps green stalks, 'pipes' a bundle, 'plates' a stack. */
export function truck(
  st: Stage,
  x: number,
  y: number,
  colour: string,
  cargo: "cane" | "pipes" | "plates" | "none",
): void {
  const { scene, palette } = st;
  for (const wx of [1, 4.2, 5.4])
    scene.tube([x + wx, y - 0.05, 0.45], [x + wx, y + 2.35, 0.45], 0.45, "#27303b");
  scene.box(x, y, 0.6, 6.2, 2.3, 0.5, palette.steelDark);
  scene.box(x + 6.2, y, 0.6, 1.9, 2.3, 2.2, colour, { top: colour });
  scene.windows(x + 8.1, y, 1.8, 2.3, 0.8, "x", 1, palette.glass, 0.8);
  if (cargo === "cane") {
    scene.box(x, y, 1.1, 6.2, 2.3, 1.8, palette.cane, {
      top: mix(palette.cane, palette.amber, 0.25),
    });
    for (let i = 0; i < 7; i++)
      scene.line(
        [x + 0.3 + i * 0.85, y + 2.3, 1.3],
        [x + 0.6 + i * 0.85, y + 2.3, 2.8],
        mix(palette.cane, "#2d4a17", 0.4),
        1.5,
        1,
        x + y + 4.5,
      );
  } else if (cargo === "pipes") {
    for (let i = 0; i < 3; i++)
      for (let j = 0; j < 2; j++)
        scene.tube(
          [x + 0.2, y + 0.5 + i * 0.65, 1.45 + j * 0.55],
          [x + 6, y + 0.5 + i * 0.65, 1.45 + j * 0.55],
          0.28,
          palette.orange,
        );
  } else if (cargo === "plates") {
    scene.box(x + 0.4, y + 0.3, 1.1, 5.4, 1.7, 0.7, palette.steelLight);
  }
}

/** A small hard-hatted crew spread around (x, y). */
export function crew(st: Stage, x: number, y: number, n: number): void {
  const { scene, random, palette } = st;
  for (let i = 0; i < n; i++)
    scene.person(
      x + random.range(-2.5, 2.5),
      y + random.range(-2.5, 2.5),
      0,
      random.pick([palette.orange, palette.amber, palette.blue]),
      random.pick([palette.white, palette.amber]),
    );
}

/** A chimney with bands and a soft plume (the plume is drawn above everything). */
export function chimney(
  st: Stage,
  x: number,
  y: number,
  r: number,
  h: number,
  colour: string,
  smoke: boolean,
): void {
  const { scene, palette, mood } = st;
  scene.cylinder(x, y, 0, r, h, colour, "open");
  scene.rings(x, y, r, [h * 0.8, h * 0.9], palette.white, 3);
  if (!smoke) return;
  const s = scene.view.scale;
  const [px, py] = scene.p(x, y, h);
  const puff = mix(mood.sky[1], "#ffffff", 0.5);
  scene.add(
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<circle cx="${r1(px + i * s * 1.6)}" cy="${r1(py - s * (1.2 + i * 1.1))}" r="${r1(s * (0.9 + i * 0.45))}" fill="${puff}" fill-opacity="${r1(0.7 - i * 0.14)}"/>`,
      )
      .join(""),
    x + y,
    2,
  );
}

/** Rows of solar modules on tables along x, tilted to the south (towards +y). */
export function solarRows(
  st: Stage,
  x: number,
  y: number,
  rows: number,
  length: number,
  colour: string,
): void {
  const { scene, palette } = st;
  for (let i = 0; i < rows; i++) {
    const yy = y + i * 3.6;
    for (let px = x; px < x + length; px += 3)
      scene.box(px, yy + 1.6, 0, 0.2, 0.2, 0.9, palette.steelDark);
    scene.poly(
      [
        [x, yy, 1.9],
        [x + length, yy, 1.9],
        [x + length, yy + 2, 0.7],
        [x, yy + 2, 0.7],
      ],
      colour,
      "top",
      1,
      x + length / 2 + yy + 1,
    );
    for (let px = x + 1; px < x + length; px += 1)
      scene.line(
        [px, yy, 1.9],
        [px, yy + 2, 0.7],
        mix(colour, "#ffffff", 0.35),
        1,
        1,
        x + length / 2 + yy + 1.01,
      );
    scene.line(
      [x, yy + 1, 1.3],
      [x + length, yy + 1, 1.3],
      mix(colour, "#ffffff", 0.35),
      1,
      1,
      x + length / 2 + yy + 1.01,
    );
  }
}

/** A generator set in its acoustic enclosure, with louvres and an exhaust. */
export function genset(st: Stage, x: number, y: number, colour: string): void {
  const { scene, palette } = st;
  scene.box(x - 0.3, y - 0.3, 0, 6.6, 3, 0.3, palette.concrete);
  scene.box(x, y, 0.3, 6, 2.4, 2.4, colour);
  for (let i = 0; i < 5; i++)
    scene.line(
      [x + 3.6 + i * 0.45, y + 2.4, 0.9],
      [x + 3.6 + i * 0.45, y + 2.4, 2.2],
      mix(colour, "#1a1a1a", 0.45),
      2,
      1,
      x + y + 4.3,
    );
  scene.box(x + 0.5, y + 2.4, 0.8, 2.2, 0.05, 1.6, mix(colour, "#1a1a1a", 0.2));
  scene.cylinder(x + 1, y + 1, 2.7, 0.2, 1.2, palette.steelDark, "open");
}

/** A wind turbine: tapered tower, nacelle, three blades turned by `turn` (radians). */
export function windTurbine(st: Stage, x: number, y: number, h: number, turn: number): void {
  const { scene, palette } = st;
  const s = scene.view.scale;
  const [bx, by] = scene.p(x, y, 0);
  const [hx, hy] = scene.p(x, y, h);
  const tower = scene.lit(palette.white, "left");
  scene.add(
    `<polygon points="${r1(bx - s * 0.5)},${by} ${r1(bx + s * 0.5)},${by} ${r1(hx + s * 0.22)},${hy} ${r1(hx - s * 0.22)},${hy}" fill="${tower}"/><polygon points="${bx},${by} ${r1(bx + s * 0.5)},${by} ${r1(hx + s * 0.22)},${hy} ${hx},${hy}" fill="${scene.lit(palette.white, "right")}"/>`,
    x + y,
  );
  scene.box(x - 0.6, y - 1.6, h - 0.5, 1.2, 3, 1.1, palette.white);
  const [cx, cy] = scene.p(x, y + 1.5, h);
  const blade = h * 0.42 * s;
  const blades = [0, 1, 2]
    .map((i) => {
      const a = turn + (i * Math.PI * 2) / 3;
      const tx = cx + Math.cos(a) * blade;
      const ty = cy + Math.sin(a) * blade;
      const nx = -Math.sin(a) * s * 0.35;
      const ny = Math.cos(a) * s * 0.35;
      return `<polygon points="${r1(cx + nx)},${r1(cy + ny)} ${r1(tx)},${r1(ty)} ${r1(cx - nx * 0.4)},${r1(cy - ny * 0.4)}" fill="${scene.lit(palette.white, "top")}"/>`;
    })
    .join("");
  scene.add(
    `${blades}<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(s * 0.4)}" fill="${scene.lit(palette.steelLight, "left")}"/>`,
    x + y + 1.6,
  );
}
