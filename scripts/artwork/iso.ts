/**
 * A small isometric drawing kit: boxes, cylinders, tubes, lines and figures placed in 3D world
 * units and projected to SVG, drawn back to front. Every scene of the engineering artwork is built
 * from these few shapes, which is what makes the pictures read as one system.
 */
import { type Mood, mix } from "./palette";

/** A point in world units: x and y on the ground, z up. */
export type Vec3 = readonly [number, number, number];

/** Where the world sits in the picture. */
export interface IsoView {
  /** px per world unit. */
  scale: number;
  /** Picture position (px) of the world origin. */
  originX: number;
  originY: number;
  /** Mirror left to right (a second viewpoint on the same layout). */
  flip: boolean;
}

/** What a face of a solid looks like: lit top, screen-left side, shaded screen-right side. */
type Face = "top" | "left" | "right" | "flat";

/** Drawing order: the ground first, then solids back to front, then glows and sparks on top. */
export type Layer = 0 | 1 | 2;

const COS = Math.cos(Math.PI / 6);
const SIN = 0.5;
const r1 = (n: number) => Math.round(n * 10) / 10;

const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const unit = (a: Vec3): Vec3 => {
  const length = Math.hypot(a[0], a[1], a[2]) || 1;
  return [a[0] / length, a[1] / length, a[2] / length];
};

/** Convex hull (monotone chain) of picture points, counter-clockwise. */
function hull(points: Array<[number, number]>): Array<[number, number]> {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const turn = (o: [number, number], a: [number, number], b: [number, number]) =>
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list: Array<[number, number]>) => {
    const out: Array<[number, number]> = [];
    for (const p of list) {
      while (out.length >= 2) {
        const a = out[out.length - 2];
        const b = out[out.length - 1];
        if (!a || !b || turn(a, b, p) > 0) break;
        out.pop();
      }
      out.push(p);
    }
    out.pop();
    return out;
  };
  return [...half(sorted), ...half([...sorted].reverse())];
}

/** Options of a box: another colour for its top (a roof, a load), and its drawing layer. */
export interface BoxStyle {
  top?: string;
  layer?: Layer;
}

/** An isometric drawing in progress; `render()` returns the SVG body. */
export class IsoScene {
  private readonly shapes: Array<{ layer: Layer; depth: number; order: number; svg: string }> = [];
  private readonly defs: string[] = [];

  constructor(
    readonly view: IsoView,
    readonly mood: Mood,
  ) {}

  /** Picture point (px) of a world point. */
  p(x: number, y: number, z: number): [number, number] {
    const { scale, originX, originY, flip } = this.view;
    const sx = (x - y) * COS * scale;
    return [r1(originX + (flip ? -sx : sx)), r1(originY + (x + y) * SIN * scale - z * scale)];
  }

  /** A colour as lit by the mood on a given face. */
  lit(colour: string, face: Face): string {
    const shaded =
      face === "top"
        ? mix(colour, "#ffffff", 0.16)
        : face === "right"
          ? mix(colour, "#0a1626", 0.24)
          : colour;
    return this.mood.tintAmount > 0 ? mix(shaded, this.mood.tint, this.mood.tintAmount) : shaded;
  }

  /** Registers a gradient or filter definition; returns nothing, ids are the caller's. */
  def(svg: string): void {
    this.defs.push(svg);
  }

  /** A fresh id for a definition. */
  id(prefix: string): string {
    return `${prefix}${this.defs.length}`;
  }

  /** Adds raw SVG at a depth (x + y of its footprint, larger is nearer) on a layer. */
  add(svg: string, depth: number, layer: Layer = 1): void {
    this.shapes.push({ layer, depth, order: this.shapes.length, svg });
  }

  private points(list: ReadonlyArray<Vec3>): string {
    return list.map(([x, y, z]) => this.p(x, y, z).join(",")).join(" ");
  }

  /** A flat polygon in world space (a roof slope, a road, a panel). */
  poly(
    list: ReadonlyArray<Vec3>,
    colour: string,
    face: Face = "flat",
    layer: Layer = 1,
    depth?: number,
  ): void {
    const d = depth ?? list.reduce((sum, [x, y]) => sum + x + y, 0) / Math.max(1, list.length);
    this.add(`<polygon points="${this.points(list)}" fill="${this.lit(colour, face)}"/>`, d, layer);
  }

  /** An axis-aligned box from (x, y, z) spanning w (x), d (y) and h (z). */
  box(
    x: number,
    y: number,
    z: number,
    w: number,
    d: number,
    h: number,
    colour: string,
    style: BoxStyle = {},
  ): void {
    const flip = this.view.flip;
    const top: Vec3[] = [
      [x, y, z + h],
      [x + w, y, z + h],
      [x + w, y + d, z + h],
      [x, y + d, z + h],
    ];
    const faceY: Vec3[] = [
      [x, y + d, z],
      [x + w, y + d, z],
      [x + w, y + d, z + h],
      [x, y + d, z + h],
    ];
    const faceX: Vec3[] = [
      [x + w, y, z],
      [x + w, y + d, z],
      [x + w, y + d, z + h],
      [x + w, y, z + h],
    ];
    const svg = [
      `<polygon points="${this.points(faceY)}" fill="${this.lit(colour, flip ? "right" : "left")}"/>`,
      `<polygon points="${this.points(faceX)}" fill="${this.lit(colour, flip ? "left" : "right")}"/>`,
      `<polygon points="${this.points(top)}" fill="${this.lit(style.top ?? colour, "top")}"/>`,
    ];
    this.add(svg.join(""), x + w / 2 + y + d / 2 + z * 0.01, style.layer ?? 1);
  }

  /** Windows or panels along a face: `n` evenly spaced rectangles on the +y face (side "y") or +x face ("x"). */
  windows(
    x: number,
    y: number,
    z: number,
    length: number,
    height: number,
    side: "x" | "y",
    n: number,
    colour: string,
    fill = 0.6,
  ): void {
    const step = length / n;
    const glow = this.mood.night ? mix("#ffd98a", "#ffffff", 0.2) : colour;
    for (let i = 0; i < n; i++) {
      const a = i * step + (step * (1 - fill)) / 2;
      const b = a + step * fill;
      const quad: Vec3[] =
        side === "y"
          ? [
              [x + a, y, z],
              [x + b, y, z],
              [x + b, y, z + height],
              [x + a, y, z + height],
            ]
          : [
              [x, y + a, z],
              [x, y + b, z],
              [x, y + b, z + height],
              [x, y + a, z + height],
            ];
      const face: Face = (side === "y") !== this.view.flip ? "left" : "right";
      const centre = side === "y" ? x + (a + b) / 2 + y : x + y + (a + b) / 2;
      this.add(
        `<polygon points="${this.points(quad)}" fill="${this.mood.night ? glow : this.lit(colour, face)}"/>`,
        centre + 0.02,
      );
    }
  }

  /** A vertical cylinder standing at (cx, cy, z): radius r, height h; `roof` cone, dome or flat. */
  cylinder(
    cx: number,
    cy: number,
    z: number,
    r: number,
    h: number,
    colour: string,
    roof: "flat" | "cone" | "dome" | "open" = "flat",
    layer: Layer = 1,
  ): void {
    const s = this.view.scale;
    const rx = r1(r * Math.SQRT2 * COS * s);
    const ry = r1(r * Math.SQRT2 * SIN * s);
    const [bx, by] = this.p(cx, cy, z);
    const [, ty] = this.p(cx, cy, z + h);
    const id = this.id("c");
    // Light comes from the upper left in every scene, mirrored or not.
    this.def(
      `<linearGradient id="${id}" x1="0" x2="1"><stop offset="0" stop-color="${this.lit(colour, "left")}"/><stop offset="0.3" stop-color="${this.lit(colour, "top")}"/><stop offset="1" stop-color="${this.lit(colour, "right")}"/></linearGradient>`,
    );
    const parts = [
      `<path d="M${bx - rx} ${ty} L${bx - rx} ${by} A${rx} ${ry} 0 0 0 ${bx + rx} ${by} L${bx + rx} ${ty} Z" fill="url(#${id})"/>`,
    ];
    const topColour = this.lit(colour, "top");
    if (roof === "cone") {
      parts.push(`<ellipse cx="${bx}" cy="${ty}" rx="${rx}" ry="${ry}" fill="${topColour}"/>`);
      parts.push(
        `<path d="M${bx - rx} ${ty} L${bx} ${r1(ty - r * s * 0.45)} L${bx + rx} ${ty} A${rx} ${ry} 0 0 1 ${bx - rx} ${ty} Z" fill="url(#${id})"/>`,
      );
    } else if (roof === "dome") {
      parts.push(
        `<path d="M${bx - rx} ${ty} A${rx} ${r1(rx * 0.8)} 0 0 1 ${bx + rx} ${ty} A${rx} ${ry} 0 0 1 ${bx - rx} ${ty} Z" fill="url(#${id})"/>`,
      );
    } else if (roof === "open") {
      parts.push(
        `<ellipse cx="${bx}" cy="${ty}" rx="${rx}" ry="${ry}" fill="${this.lit(colour, "right")}"/>`,
      );
      parts.push(
        `<ellipse cx="${bx}" cy="${r1(ty + ry * 0.15)}" rx="${r1(rx * 0.92)}" ry="${r1(ry * 0.85)}" fill="${mix(this.lit(colour, "right"), "#0a1626", 0.3)}"/>`,
      );
    } else {
      parts.push(`<ellipse cx="${bx}" cy="${ty}" rx="${rx}" ry="${ry}" fill="${topColour}"/>`);
    }
    this.add(parts.join(""), cx + cy + z * 0.01, layer);
  }

  /** Rings drawn around a vertical cylinder (tank courses, column platforms) at heights `zs`. */
  rings(cx: number, cy: number, r: number, zs: readonly number[], colour: string, width = 2): void {
    const s = this.view.scale;
    const rx = r1(r * Math.SQRT2 * COS * s);
    const ry = r1(r * Math.SQRT2 * SIN * s);
    const svg = zs
      .map((z) => {
        const [x, y] = this.p(cx, cy, z);
        return `<path d="M${x - rx} ${y} A${rx} ${ry} 0 0 0 ${x + rx} ${y}" fill="none" stroke="${this.lit(colour, "right")}" stroke-width="${width}"/>`;
      })
      .join("");
    this.add(svg, cx + cy + 0.005);
  }

  /** A cylinder between two world points (a pipe, a vessel lying down, a roller), any direction. */
  tube(a: Vec3, b: Vec3, r: number, colour: string, layer: Layer = 1, capColour?: string): void {
    const n = unit([b[0] - a[0], b[1] - a[1], b[2] - a[2]]);
    const u = unit(cross(n, Math.abs(n[2]) < 0.9 ? [0, 0, 1] : [1, 0, 0]));
    const v = cross(n, u);
    const ring = (c: Vec3): Vec3[] =>
      Array.from({ length: 20 }, (_, i) => {
        const t = (i / 20) * Math.PI * 2;
        const at = (k: 0 | 1 | 2) => c[k] + r * (Math.cos(t) * u[k] + Math.sin(t) * v[k]);
        return [at(0), at(1), at(2)];
      });
    const ends = [ring(a), ring(b)];
    const outline = hull(ends.flat().map(([x, y, z]) => this.p(x, y, z)));
    const near = a[0] + a[1] + a[2] * 0.01 > b[0] + b[1] + b[2] * 0.01 ? ends[0] : ends[1];
    const body = `<polygon points="${outline.map((q) => q.join(",")).join(" ")}" fill="${this.lit(colour, "left")}"/>`;
    const up: Vec3 = [0, 0, r * 0.45];
    const [h1x, h1y] = this.p(a[0] + up[0], a[1] + up[1], a[2] + up[2]);
    const [h2x, h2y] = this.p(b[0] + up[0], b[1] + up[1], b[2] + up[2]);
    const shine =
      Math.abs(n[2]) < 0.9
        ? `<line x1="${h1x}" y1="${h1y}" x2="${h2x}" y2="${h2y}" stroke="${this.lit(colour, "top")}" stroke-width="${r1(Math.max(1, r * this.view.scale * 0.35))}" stroke-linecap="round"/>`
        : "";
    const cap = `<polygon points="${this.points(near ?? [])}" fill="${this.lit(capColour ?? colour, "right")}"/>`;
    this.add(
      body + shine + cap,
      (a[0] + b[0]) / 2 + (a[1] + b[1]) / 2 + Math.max(a[2], b[2]) * 0.01,
      layer,
    );
  }

  /** A thin member (lattice, cable, rail) between two world points, `width` in px. */
  line(a: Vec3, b: Vec3, colour: string, width = 2, layer: Layer = 1, depth?: number): void {
    const [x1, y1] = this.p(...a);
    const [x2, y2] = this.p(...b);
    this.add(
      `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${this.lit(colour, "left")}" stroke-width="${width}" stroke-linecap="round"/>`,
      depth ?? (a[0] + b[0]) / 2 + (a[1] + b[1]) / 2 + 0.01,
      layer,
    );
  }

  /** A worker in a hard hat and vest, standing at (x, y, z). */
  person(x: number, y: number, z: number, vest: string, hat: string): void {
    const s = this.view.scale;
    const [px, py] = this.p(x, y, z);
    const h = s * 1.75;
    const w = s * 0.42;
    this.add(
      [
        `<rect x="${r1(px - w / 2)}" y="${r1(py - h * 0.5)}" width="${r1(w * 0.42)}" height="${r1(h * 0.5)}" rx="${r1(w * 0.15)}" fill="${this.lit("#2b3442", "left")}"/>`,
        `<rect x="${r1(px + w * 0.08)}" y="${r1(py - h * 0.5)}" width="${r1(w * 0.42)}" height="${r1(h * 0.5)}" rx="${r1(w * 0.15)}" fill="${this.lit("#2b3442", "right")}"/>`,
        `<rect x="${r1(px - w / 2)}" y="${r1(py - h * 0.86)}" width="${r1(w)}" height="${r1(h * 0.42)}" rx="${r1(w * 0.3)}" fill="${this.lit(vest, "left")}"/>`,
        `<circle cx="${px}" cy="${r1(py - h * 0.93)}" r="${r1(w * 0.34)}" fill="${this.lit("#c68863", "left")}"/>`,
        `<path d="M${r1(px - w * 0.42)} ${r1(py - h * 0.96)} a${r1(w * 0.42)} ${r1(w * 0.38)} 0 0 1 ${r1(w * 0.84)} 0 Z" fill="${this.lit(hat, "top")}"/>`,
      ].join(""),
      x + y + 0.3,
    );
  }

  /** A rounded tree: trunk and two-tone canopy. */
  tree(x: number, y: number, size: number, colour: string): void {
    const s = this.view.scale * size;
    const [px, py] = this.p(x, y, 0);
    this.add(
      [
        `<rect x="${r1(px - s * 0.08)}" y="${r1(py - s * 0.9)}" width="${r1(s * 0.16)}" height="${r1(s * 0.9)}" fill="${this.lit("#6b4f35", "left")}"/>`,
        `<ellipse cx="${px}" cy="${r1(py - s * 1.25)}" rx="${r1(s * 0.62)}" ry="${r1(s * 0.72)}" fill="${this.lit(colour, "left")}"/>`,
        `<path d="M${px} ${r1(py - s * 1.97)} a${r1(s * 0.62)} ${r1(s * 0.72)} 0 0 1 0 ${r1(s * 1.44)} Z" fill="${this.lit(colour, "right")}"/>`,
      ].join(""),
      x + y,
    );
  }

  /** The SVG defs and shapes, back to front. */
  render(): string {
    const sorted = [...this.shapes].sort(
      (a, b) => a.layer - b.layer || a.depth - b.depth || a.order - b.order,
    );
    return `<defs>${this.defs.join("")}</defs>\n${sorted.map((shape) => shape.svg).join("\n")}`;
  }
}
