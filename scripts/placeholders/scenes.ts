/**
 * SVG scenes for the engineering brand's placeholder artwork: flat illustrations of a workshop,
 * a refinery, an erection site and so on, each labelled with what the real photo will show.
 * Pure functions of their arguments (a seed picks the variations), so the artwork is reproducible.
 */

/** Scene kinds, one per kind of photo the site needs. */
export type SceneKind =
  | "fabrication"
  | "oil-and-gas-sector"
  | "erection"
  | "works"
  | "technology"
  | "solar"
  | "sugar-mill"
  | "energy-audit";

/** A small deterministic pseudo-random generator (mulberry32), so reruns give the same art. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const skies: Record<SceneKind, [string, string]> = {
  fabrication: ["#2b3a4f", "#51657f"],
  "oil-and-gas-sector": ["#f3b562", "#f7dfb4"],
  erection: ["#7fb2e5", "#d6e9f8"],
  works: ["#9cc3e6", "#e3f0fa"],
  technology: ["#1c2b3a", "#35506b"],
  solar: ["#5fa8e8", "#cfe6fa"],
  "sugar-mill": ["#a7c9a0", "#e8f1df"],
  "energy-audit": ["#263445", "#40566f"],
};

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * Where the label band sits: bottom left on photos; on banners right and half-way down, as text
 * covers their left and a wide crop trims their top and bottom.
 */
type LabelPlacement = "bottom-left" | "middle-right";

/** The label band every placeholder carries: what the photo is, and that it is a placeholder. */
function label(
  width: number,
  height: number,
  title: string,
  subtitle: string,
  placement: LabelPlacement = "bottom-left",
): string {
  const size = Math.round(Math.min(width, height) / 16);
  const bandHeight = Math.round(size * 2.9);
  const bandWidth = Math.round(Math.max(title.length * size * 0.68, subtitle.length * size * 0.36));
  const margin = Math.round(size * 0.8);
  const x = placement === "middle-right" ? width - bandWidth - size * 1.4 - margin * 3 : margin;
  const y = placement === "middle-right" ? (height - bandHeight) / 2 : height - bandHeight - margin;
  return `<g font-family="DejaVu Sans, Liberation Sans, sans-serif">
  <rect x="${x}" y="${y}" width="${bandWidth + size * 1.4}" height="${bandHeight}" rx="${size * 0.3}" fill="#0d2238" fill-opacity="0.82"/>
  <rect x="${x}" y="${y}" width="${size * 0.3}" height="${bandHeight}" fill="#e8730c"/>
  <text x="${x + size * 0.8}" y="${y + size * 1.35}" font-size="${size}" font-weight="700" fill="#ffffff" letter-spacing="${size * 0.05}">${escapeXml(title)}</text>
  <text x="${x + size * 0.8}" y="${y + size * 2.3}" font-size="${Math.round(size * 0.55)}" fill="#dbe4ee">${escapeXml(subtitle)}</text>
</g>`;
}

function ground(width: number, height: number, top: number, colour: string): string {
  return `<rect x="0" y="${top}" width="${width}" height="${height - top}" fill="${colour}"/>`;
}

function fabrication(w: number, h: number, r: () => number): string {
  const floor = h * 0.72;
  const parts: string[] = [ground(w, h, floor, "#3d4652")];
  // Shed columns and roof trusses.
  for (let x = 0; x <= w; x += w / 6)
    parts.push(
      `<rect x="${x - 8}" y="${h * 0.1}" width="16" height="${floor - h * 0.1}" fill="#1b2530"/>`,
    );
  parts.push(`<rect x="0" y="${h * 0.1}" width="${w}" height="14" fill="#1b2530"/>`);
  for (let x = 0; x < w; x += w / 12)
    parts.push(
      `<path d="M${x} ${h * 0.1 + 14} L${x + w / 24} ${h * 0.2} L${x + w / 12} ${h * 0.1 + 14}" stroke="#1b2530" stroke-width="5" fill="none"/>`,
    );
  // Steel beams on trestles.
  const beams = 2 + Math.floor(r() * 3);
  for (let i = 0; i < beams; i++) {
    const y = floor - 40 - i * h * 0.09;
    const x = w * (0.08 + r() * 0.2);
    const length = w * (0.45 + r() * 0.3);
    parts.push(
      `<rect x="${x}" y="${y}" width="${length}" height="${h * 0.05}" fill="${["#6d7b8a", "#8a6d4b", "#56708c"][i % 3]}"/>`,
    );
    parts.push(
      `<rect x="${x}" y="${y + h * 0.018}" width="${length}" height="${h * 0.014}" fill="#2c3640"/>`,
    );
  }
  // Welder and sparks.
  const wx = w * (0.6 + r() * 0.2);
  parts.push(`<circle cx="${wx}" cy="${floor - h * 0.28}" r="${h * 0.035}" fill="#e8730c"/>`);
  parts.push(
    `<rect x="${wx - h * 0.04}" y="${floor - h * 0.25}" width="${h * 0.08}" height="${h * 0.17}" rx="8" fill="#0b4f8a"/>`,
  );
  for (let i = 0; i < 26; i++) {
    const angle = r() * Math.PI * 2;
    const length = h * (0.03 + r() * 0.1);
    const sx = wx + h * 0.08;
    const sy = floor - h * 0.15;
    parts.push(
      `<line x1="${sx}" y1="${sy}" x2="${sx + Math.cos(angle) * length}" y2="${sy + Math.sin(angle) * length}" stroke="${r() > 0.5 ? "#ffd166" : "#fff3c4"}" stroke-width="3" stroke-linecap="round"/>`,
    );
  }
  parts.push(
    `<circle cx="${wx + h * 0.08}" cy="${floor - h * 0.15}" r="${h * 0.03}" fill="#fffbe6" fill-opacity="0.9"/>`,
  );
  return parts.join("\n");
}

function refinery(w: number, h: number, r: () => number): string {
  const floor = h * 0.75;
  const parts: string[] = [];
  // Distillation columns with platforms.
  const columns = 3 + Math.floor(r() * 3);
  for (let i = 0; i < columns; i++) {
    const cw = w * (0.035 + r() * 0.03);
    const ch = h * (0.35 + r() * 0.3);
    const x = w * (0.08 + (i / columns) * 0.6 + r() * 0.05);
    parts.push(
      `<rect x="${x}" y="${floor - ch}" width="${cw}" height="${ch}" rx="${cw / 2}" fill="#5b6878"/>`,
    );
    for (let y = floor - ch + 30; y < floor - 20; y += h * 0.08)
      parts.push(`<rect x="${x - 10}" y="${y}" width="${cw + 20}" height="5" fill="#2c3640"/>`);
  }
  // Flare stack with flame.
  const fx = w * (0.78 + r() * 0.1);
  parts.push(
    `<rect x="${fx}" y="${h * 0.12}" width="12" height="${floor - h * 0.12}" fill="#2c3640"/>`,
  );
  parts.push(
    `<path d="M${fx + 6} ${h * 0.02} C${fx + 40} ${h * 0.08} ${fx + 20} ${h * 0.12} ${fx + 6} ${h * 0.12} C${fx - 14} ${h * 0.1} ${fx - 10} ${h * 0.06} ${fx + 6} ${h * 0.02}Z" fill="#e8730c"/>`,
  );
  // Storage tanks.
  for (let i = 0; i < 3; i++) {
    const tx = w * (0.5 + i * 0.16);
    parts.push(
      `<rect x="${tx}" y="${floor - h * 0.16}" width="${w * 0.13}" height="${h * 0.16}" fill="#d9dee4"/>`,
    );
    parts.push(
      `<ellipse cx="${tx + w * 0.065}" cy="${floor - h * 0.16}" rx="${w * 0.065}" ry="${h * 0.02}" fill="#eef1f4"/>`,
    );
  }
  parts.push(ground(w, h, floor, "#6f6450"));
  // Pipe rack.
  for (let i = 0; i < 4; i++)
    parts.push(
      `<rect x="0" y="${floor + 16 + i * 16}" width="${w}" height="9" fill="${["#b04a2f", "#c9a227", "#5b6878", "#2f7d4f"][i]}"/>`,
    );
  return parts.join("\n");
}

function erection(w: number, h: number, r: () => number): string {
  const floor = h * 0.8;
  const parts: string[] = [ground(w, h, floor, "#8c7a5b")];
  // Steel frame going up.
  const bays = 3 + Math.floor(r() * 3);
  const left = w * 0.1;
  const bayWidth = (w * 0.5) / bays;
  const levels = 2 + Math.floor(r() * 3);
  for (let i = 0; i <= bays; i++)
    parts.push(
      `<rect x="${left + i * bayWidth}" y="${floor - levels * h * 0.13}" width="10" height="${levels * h * 0.13}" fill="#a23b2a"/>`,
    );
  for (let j = 1; j <= levels; j++)
    parts.push(
      `<rect x="${left}" y="${floor - j * h * 0.13}" width="${bays * bayWidth + 10}" height="10" fill="#a23b2a"/>`,
    );
  // Crane: mast, jib, hook and a beam in the air.
  const cx = w * (0.72 + r() * 0.1);
  const top = h * 0.12;
  parts.push(
    `<rect x="${cx}" y="${top}" width="${w * 0.025}" height="${floor - top}" fill="#f2b705"/>`,
  );
  for (let y = top; y < floor; y += w * 0.025)
    parts.push(
      `<path d="M${cx} ${y} L${cx + w * 0.025} ${y + w * 0.025}" stroke="#7a5c00" stroke-width="2"/>`,
    );
  parts.push(
    `<rect x="${w * 0.3}" y="${top}" width="${cx - w * 0.3 + w * 0.12}" height="${h * 0.025}" fill="#f2b705"/>`,
  );
  const hook = w * (0.35 + r() * 0.2);
  const hookY = h * (0.3 + r() * 0.15);
  parts.push(
    `<line x1="${hook}" y1="${top + h * 0.025}" x2="${hook}" y2="${hookY}" stroke="#222" stroke-width="3"/>`,
  );
  parts.push(
    `<rect x="${hook - w * 0.1}" y="${hookY}" width="${w * 0.2}" height="${h * 0.03}" fill="#56708c"/>`,
  );
  parts.push(
    `<rect x="${cx - w * 0.02}" y="${top - h * 0.05}" width="${w * 0.06}" height="${h * 0.05}" fill="#0b4f8a"/>`,
  );
  return parts.join("\n");
}

function works(w: number, h: number, r: () => number): string {
  const floor = h * 0.78;
  const parts: string[] = [ground(w, h, floor, "#7d8c6a")];
  parts.push(
    `<rect x="${w * 0.12}" y="${h * 0.38}" width="${w * 0.56}" height="${floor - h * 0.38}" fill="#dfe6ee"/>`,
  );
  parts.push(
    `<path d="M${w * 0.1} ${h * 0.4} L${w * 0.4} ${h * 0.24} L${w * 0.7} ${h * 0.4}Z" fill="#0b4f8a"/>`,
  );
  for (let i = 0; i < 5; i++)
    parts.push(
      `<rect x="${w * (0.16 + i * 0.1)}" y="${h * 0.5}" width="${w * 0.06}" height="${h * 0.08}" fill="#8fb3d9"/>`,
    );
  parts.push(
    `<rect x="${w * 0.36}" y="${h * 0.62}" width="${w * 0.08}" height="${floor - h * 0.62}" fill="#3b4a5a"/>`,
  );
  const chimney = w * (0.74 + r() * 0.08);
  parts.push(
    `<rect x="${chimney}" y="${h * 0.2}" width="${w * 0.04}" height="${floor - h * 0.2}" fill="#8a6d4b"/>`,
  );
  for (let i = 0; i < 3; i++)
    parts.push(
      `<circle cx="${chimney + w * 0.02 + i * w * 0.03}" cy="${h * (0.16 - i * 0.04)}" r="${h * (0.03 + i * 0.012)}" fill="#ffffff" fill-opacity="${0.7 - i * 0.2}"/>`,
    );
  return parts.join("\n");
}

function technology(w: number, h: number, r: () => number): string {
  const parts: string[] = [];
  // A CNC machine with a control screen.
  parts.push(
    `<rect x="${w * 0.1}" y="${h * 0.25}" width="${w * 0.55}" height="${h * 0.5}" rx="18" fill="#d5dde8"/>`,
  );
  parts.push(
    `<rect x="${w * 0.14}" y="${h * 0.3}" width="${w * 0.32}" height="${h * 0.38}" rx="10" fill="#1b2530"/>`,
  );
  parts.push(
    `<rect x="${w * 0.28}" y="${h * 0.3}" width="${w * 0.03}" height="${h * 0.2}" fill="#8a99aa"/>`,
  );
  parts.push(
    `<rect x="${w * 0.2}" y="${h * 0.58}" width="${w * 0.2}" height="${h * 0.05}" fill="#56708c"/>`,
  );
  parts.push(
    `<rect x="${w * 0.5}" y="${h * 0.32}" width="${w * 0.12}" height="${h * 0.16}" rx="6" fill="#0b4f8a"/>`,
  );
  for (let i = 0; i < 4; i++)
    parts.push(
      `<rect x="${w * 0.515}" y="${h * (0.35 + i * 0.03)}" width="${w * (0.03 + r() * 0.06)}" height="${h * 0.012}" fill="#7fd1ff"/>`,
    );
  // Gears.
  for (let g = 0; g < 2; g++) {
    const gx = w * (0.78 + g * 0.1);
    const gy = h * (0.35 + g * 0.25);
    const radius = h * (0.12 - g * 0.03);
    const teeth = 10;
    for (let i = 0; i < teeth; i++) {
      const a = (i / teeth) * Math.PI * 2;
      parts.push(
        `<rect x="${gx + Math.cos(a) * radius - 12}" y="${gy + Math.sin(a) * radius - 12}" width="24" height="24" fill="#e8730c" transform="rotate(${(a * 180) / Math.PI} ${gx + Math.cos(a) * radius} ${gy + Math.sin(a) * radius})"/>`,
      );
    }
    parts.push(
      `<circle cx="${gx}" cy="${gy}" r="${radius}" fill="#e8730c"/><circle cx="${gx}" cy="${gy}" r="${radius * 0.35}" fill="#1c2b3a"/>`,
    );
  }
  return parts.join("\n");
}

/** Solar modules and a generator set; `sunX` (0..1) moves the sun for the video frames. */
function solar(w: number, h: number, r: () => number, sunX = 0.8): string {
  const floor = h * 0.7;
  const parts: string[] = [];
  parts.push(
    `<circle cx="${w * sunX}" cy="${h * (0.25 - Math.sin(sunX * Math.PI) * 0.1)}" r="${h * 0.08}" fill="#ffd166"/>`,
  );
  parts.push(ground(w, h, floor, "#8cae68"));
  const rows = 3;
  for (let row = 0; row < rows; row++) {
    const y = floor - 10 + row * h * 0.09;
    for (let i = 0; i < 5; i++) {
      const x = w * (0.04 + i * 0.11) + row * 14;
      parts.push(
        `<path d="M${x} ${y} L${x + w * 0.1} ${y} L${x + w * 0.085} ${y - h * 0.08} L${x - w * 0.015} ${y - h * 0.08}Z" fill="#1d3f6e" stroke="#c9d6e6" stroke-width="2"/>`,
      );
      parts.push(
        `<line x1="${x + w * 0.05}" y1="${y}" x2="${x + w * 0.035}" y2="${y - h * 0.08}" stroke="#c9d6e6" stroke-width="1.5"/>`,
      );
    }
  }
  // Generator set.
  const gx = w * (0.66 + r() * 0.04);
  parts.push(
    `<rect x="${gx}" y="${floor - h * 0.2}" width="${w * 0.28}" height="${h * 0.24}" rx="10" fill="#f2b705"/>`,
  );
  parts.push(
    `<rect x="${gx + w * 0.02}" y="${floor - h * 0.16}" width="${w * 0.12}" height="${h * 0.14}" fill="#2c3640"/>`,
  );
  for (let i = 0; i < 5; i++)
    parts.push(
      `<rect x="${gx + w * 0.16}" y="${floor - h * (0.16 - i * 0.03)}" width="${w * 0.1}" height="${h * 0.012}" fill="#7a5c00"/>`,
    );
  parts.push(
    `<rect x="${gx + w * 0.01}" y="${floor + h * 0.04}" width="${w * 0.26}" height="${h * 0.02}" fill="#2c3640"/>`,
  );
  return parts.join("\n");
}

function sugarMill(w: number, h: number, r: () => number): string {
  const floor = h * 0.75;
  const parts: string[] = [ground(w, h, floor, "#9a8a5a")];
  // Cane carrier, mill house and boiler chimney.
  parts.push(
    `<path d="M0 ${floor - h * 0.05} L${w * 0.35} ${floor - h * 0.3} L${w * 0.35} ${floor - h * 0.26} L0 ${floor}Z" fill="#5b6878"/>`,
  );
  for (let i = 0; i < 14; i++) {
    const x = (i / 14) * w * 0.33;
    parts.push(
      `<rect x="${x}" y="${floor - h * 0.08 - (x / (w * 0.35)) * h * 0.24}" width="${w * 0.02}" height="${h * 0.04}" fill="#6b8e23" transform="rotate(-35 ${x} ${floor})"/>`,
    );
  }
  parts.push(
    `<rect x="${w * 0.35}" y="${h * 0.35}" width="${w * 0.35}" height="${floor - h * 0.35}" fill="#c9b48a"/>`,
  );
  parts.push(
    `<rect x="${w * 0.35}" y="${h * 0.33}" width="${w * 0.35}" height="${h * 0.03}" fill="#8a6d4b"/>`,
  );
  for (let i = 0; i < 3; i++) {
    const cx = w * (0.42 + i * 0.1);
    parts.push(
      `<circle cx="${cx}" cy="${h * 0.6}" r="${h * 0.07}" fill="#56708c"/><circle cx="${cx}" cy="${h * 0.6}" r="${h * 0.02}" fill="#1b2530"/>`,
    );
  }
  const chimney = w * (0.78 + r() * 0.06);
  parts.push(
    `<rect x="${chimney}" y="${h * 0.1}" width="${w * 0.05}" height="${floor - h * 0.1}" fill="#7a4a35"/>`,
  );
  parts.push(
    `<circle cx="${chimney + w * 0.025}" cy="${h * 0.07}" r="${h * 0.04}" fill="#ffffff" fill-opacity="0.6"/>`,
  );
  return parts.join("\n");
}

function energyAudit(w: number, h: number, r: () => number): string {
  const parts: string[] = [];
  // A bar chart of falling consumption, a meter and a clipboard.
  const bars = 8;
  for (let i = 0; i < bars; i++) {
    const bh = h * (0.5 - i * 0.03 - r() * 0.03);
    parts.push(
      `<rect x="${w * (0.08 + i * 0.06)}" y="${h * 0.8 - bh}" width="${w * 0.04}" height="${bh}" rx="4" fill="${i < 4 ? "#e8730c" : "#4caf50"}"/>`,
    );
  }
  parts.push(`<rect x="${w * 0.06}" y="${h * 0.8}" width="${w * 0.5}" height="4" fill="#c9d6e6"/>`);
  const mx = w * 0.74;
  const my = h * 0.42;
  parts.push(
    `<circle cx="${mx}" cy="${my}" r="${h * 0.2}" fill="#eef1f4"/><circle cx="${mx}" cy="${my}" r="${h * 0.17}" fill="#ffffff" stroke="#0b4f8a" stroke-width="6"/>`,
  );
  for (let i = 0; i <= 8; i++) {
    const a = Math.PI * (0.8 + (i / 8) * 1.4);
    parts.push(
      `<line x1="${mx + Math.cos(a) * h * 0.13}" y1="${my + Math.sin(a) * h * 0.13}" x2="${mx + Math.cos(a) * h * 0.16}" y2="${my + Math.sin(a) * h * 0.16}" stroke="#0b4f8a" stroke-width="4"/>`,
    );
  }
  const needle = Math.PI * (0.9 + r() * 0.4);
  parts.push(
    `<line x1="${mx}" y1="${my}" x2="${mx + Math.cos(needle) * h * 0.14}" y2="${my + Math.sin(needle) * h * 0.14}" stroke="#e8730c" stroke-width="6" stroke-linecap="round"/>`,
  );
  parts.push(
    `<rect x="${w * 0.66}" y="${h * 0.68}" width="${w * 0.16}" height="${h * 0.1}" rx="6" fill="#1c2b3a"/><text x="${w * 0.74}" y="${h * 0.745}" text-anchor="middle" font-family="DejaVu Sans Mono, monospace" font-size="${h * 0.05}" fill="#7fd1ff">kWh</text>`,
  );
  return parts.join("\n");
}

const painters: Record<SceneKind, (w: number, h: number, r: () => number) => string> = {
  fabrication,
  "oil-and-gas-sector": refinery,
  erection,
  works,
  technology,
  solar: (w, h, r) => solar(w, h, r),
  "sugar-mill": sugarMill,
  "energy-audit": energyAudit,
};

/**
 * A labelled placeholder scene.
 * @param kind what the scene shows
 * @param size width and height in px
 * @param seed picks the scene's variations
 * @param title big label text (e.g. `ERECTION 04`); `subtitle` the small line under it
 */
export function sceneSvg(
  kind: SceneKind,
  size: { width: number; height: number },
  seed: number,
  title: string,
  subtitle: string,
  placement: LabelPlacement = "bottom-left",
): string {
  const { width: w, height: h } = size;
  const [top, bottom] = skies[kind];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#sky)"/>
${painters[kind](w, h, seededRandom(seed))}
${label(w, h, title, subtitle, placement)}
</svg>`;
}

/** One frame of the resale video: the sun crosses the sky over the solar modules. */
export function solarFrameSvg(size: { width: number; height: number }, progress: number): string {
  const { width: w, height: h } = size;
  const [top, bottom] = skies.solar;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#sky)"/>
${solar(w, h, seededRandom(7), 0.1 + progress * 0.8)}
${label(w, h, "SOLAR + GENSETS", "Placeholder video: replace with your own footage")}
</svg>`;
}

/** A certificate placeholder: a bordered document with a title, a number and a seal. */
export function certificateSvg(
  size: { width: number; height: number },
  title: string,
  standard: string,
  index: number,
): string {
  const { width: w, height: h } = size;
  const f = "DejaVu Serif, Liberation Serif, serif";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<rect width="${w}" height="${h}" fill="#fbf7ec"/>
<rect x="${w * 0.04}" y="${w * 0.04}" width="${w * 0.92}" height="${h - w * 0.08}" fill="none" stroke="#0b4f8a" stroke-width="${w * 0.015}"/>
<rect x="${w * 0.065}" y="${w * 0.065}" width="${w * 0.87}" height="${h - w * 0.13}" fill="none" stroke="#e8730c" stroke-width="${w * 0.004}"/>
<text x="${w / 2}" y="${h * 0.17}" text-anchor="middle" font-family="${f}" font-size="${w * 0.085}" font-weight="700" fill="#0d2238" letter-spacing="${w * 0.008}">CERTIFICATE</text>
<text x="${w / 2}" y="${h * 0.23}" text-anchor="middle" font-family="${f}" font-size="${w * 0.04}" fill="#4a5568">${escapeXml(title)}</text>
<text x="${w / 2}" y="${h * 0.36}" text-anchor="middle" font-family="${f}" font-size="${w * 0.07}" font-weight="700" fill="#0b4f8a">${escapeXml(standard)}</text>
${[0.45, 0.5, 0.55, 0.6].map((y, i) => `<rect x="${w * (0.16 + (i % 2) * 0.04)}" y="${h * y}" width="${w * (0.68 - (i % 2) * 0.08)}" height="${h * 0.008}" fill="#c9d3df"/>`).join("")}
<circle cx="${w * 0.72}" cy="${h * 0.78}" r="${w * 0.11}" fill="#e8730c"/><circle cx="${w * 0.72}" cy="${h * 0.78}" r="${w * 0.085}" fill="none" stroke="#fbf7ec" stroke-width="${w * 0.008}"/>
<text x="${w * 0.72}" y="${h * 0.79}" text-anchor="middle" font-family="${f}" font-size="${w * 0.05}" font-weight="700" fill="#fbf7ec">${index}</text>
<rect x="${w * 0.16}" y="${h * 0.8}" width="${w * 0.3}" height="${h * 0.004}" fill="#4a5568"/>
<text x="${w * 0.31}" y="${h * 0.83}" text-anchor="middle" font-family="${f}" font-size="${w * 0.03}" fill="#4a5568">Authorised signatory</text>
<text x="${w / 2}" y="${h * 0.92}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="${w * 0.03}" fill="#b04a2f">PLACEHOLDER: replace with the scanned certificate</text>
</svg>`;
}
