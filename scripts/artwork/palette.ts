/**
 * The engineering artwork's colours, derived from the brand's theme tokens (primary, accent,
 * chrome, surface, border), so the illustrations sit in the site's palette; and the times of day a
 * scene can be lit at.
 */

/** `#rrggbb` → [r, g, b] in 0..255. Throws on any other form, so a bad token fails loudly. */
function rgb(hex: string): [number, number, number] {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match?.[1]) throw new Error(`expected a #rrggbb colour, got '${hex}'`);
  const n = Number.parseInt(match[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const hex = (channels: readonly number[]) =>
  `#${channels
    .map((c) =>
      Math.round(Math.max(0, Math.min(255, c)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;

/** Mixes two `#rrggbb` colours: `t` = 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const x = rgb(a);
  const y = rgb(b);
  return hex(x.map((c, i) => c + ((y[i] ?? 0) - c) * t));
}

/** The theme tokens the artwork reads (a subset of the manifest's `theme.colors`). */
export interface ThemeColours {
  primary: string;
  accent: string;
  chrome: string;
  /** Text on the chrome colour (the header's and footer's). */
  onChrome: string;
  surface: string;
  border: string;
  muted: string;
}

/** Named colours every scene draws with. */
export interface Palette {
  steel: string;
  steelDark: string;
  steelLight: string;
  blue: string;
  navy: string;
  orange: string;
  amber: string;
  concrete: string;
  floor: string;
  grass: string;
  foliage: string;
  soil: string;
  cane: string;
  water: string;
  white: string;
  glass: string;
  red: string;
  paper: string;
}

/** The artwork palette for a theme: brand blue and orange, with steel and ground tones mixed from them. */
export function paletteFrom(theme: ThemeColours): Palette {
  const white = "#ffffff";
  return {
    steel: mix(theme.muted, theme.border, 0.45),
    steelDark: mix(theme.muted, theme.chrome, 0.35),
    steelLight: mix(theme.border, white, 0.35),
    blue: theme.primary,
    navy: theme.chrome,
    orange: theme.accent,
    amber: mix(theme.accent, "#ffd23f", 0.6),
    concrete: mix(theme.border, "#c8c2b4", 0.5),
    floor: mix(theme.surface, theme.border, 0.55),
    grass: mix("#7fae6a", theme.primary, 0.12),
    foliage: mix("#4f8a45", theme.chrome, 0.18),
    soil: mix("#b59a6e", theme.border, 0.2),
    cane: mix("#6f9a3a", theme.primary, 0.08),
    water: mix(theme.primary, "#7cc4e8", 0.55),
    white,
    glass: mix(theme.primary, white, 0.72),
    red: mix(theme.accent, "#b3261e", 0.6),
    paper: mix(theme.surface, "#fbf6e9", 0.7),
  };
}

/** How a scene is lit: its sky, the tint laid over everything, and whether lamps glow. */
export interface Mood {
  sky: [string, string];
  /** Colour mixed into every surface, and how much of it (0..1). */
  tint: string;
  tintAmount: number;
  /** Sun or moon colour; `night` draws stars and lit windows. */
  disc: string;
  night: boolean;
}

/** The times of day scenes are drawn at. */
export type TimeOfDay = "morning" | "day" | "overcast" | "dusk" | "night";

/** The lighting of a time of day, in the theme's blues and oranges. */
export function moodFor(time: TimeOfDay, theme: ThemeColours): Mood {
  switch (time) {
    case "morning":
      return {
        sky: [mix(theme.primary, "#bfe0f5", 0.7), mix(theme.accent, "#fff1dc", 0.82)],
        tint: "#fff0d8",
        tintAmount: 0.1,
        disc: "#fff3d6",
        night: false,
      };
    case "day":
      return {
        sky: [mix(theme.primary, "#9fd0f2", 0.6), mix(theme.surface, "#ffffff", 0.4)],
        tint: "#ffffff",
        tintAmount: 0,
        disc: "#fffbe8",
        night: false,
      };
    case "overcast":
      return {
        sky: [mix(theme.border, theme.muted, 0.25), mix(theme.surface, theme.border, 0.5)],
        tint: mix(theme.border, theme.muted, 0.3),
        tintAmount: 0.14,
        disc: theme.surface,
        night: false,
      };
    case "dusk":
      return {
        sky: [mix(theme.chrome, theme.primary, 0.55), mix(theme.accent, "#ffc58a", 0.45)],
        tint: mix(theme.accent, "#ff9f6b", 0.5),
        tintAmount: 0.16,
        disc: "#ffd9a8",
        night: false,
      };
    case "night":
      return {
        sky: [theme.chrome, mix(theme.chrome, theme.primary, 0.55)],
        tint: mix(theme.chrome, theme.primary, 0.4),
        tintAmount: 0.42,
        disc: "#f3f1e6",
        night: true,
      };
  }
}
