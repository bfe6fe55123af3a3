/**
 * The two settings every picture uses: an exterior (sky, hills, ground, an isometric site) and an
 * interior (a cut-away room floating on a soft background). A scene painter only places things.
 */
import { backdrop, svgDocument } from "./backdrop";
import { IsoScene } from "./iso";
import {
  type Mood,
  mix,
  moodFor,
  type Palette,
  type ThemeColours,
  type TimeOfDay,
} from "./palette";
import { type Random, seededRandom } from "./random";

/** What a picture is and how it is framed. */
export interface Framing {
  width: number;
  height: number;
  time: TimeOfDay;
  seed: number;
  /** Mirror the site left to right. */
  flip?: boolean;
  /** 1 fits the site's width to the picture; more is closer. */
  zoom?: number;
  /** Picture x (0..1) the site's centre sits at; banners keep their left side calm for text. */
  focusX?: number;
  /** Picture y (0..1) of the horizon. */
  horizon?: number;
  /** Where the sun is on its way across the sky (0..1); random when absent. */
  sun?: number;
}

/** Everything a painter needs: the drawing, its random source, colours and the site's size. */
export interface Stage {
  scene: IsoScene;
  random: Random;
  palette: Palette;
  mood: Mood;
  /** Site size in world units (x and y). */
  w: number;
  d: number;
}

/** The theme and palette a picture is drawn in. */
export interface Look {
  theme: ThemeColours;
  palette: Palette;
}

function placeSite(
  framing: Framing,
  w: number,
  d: number,
  top: number,
  bottom: number,
  mood: Mood,
) {
  const zoom = (framing.zoom ?? 1) * 1.15;
  // Fit the width, but not so close that a wide banner shows only the foot of its subject.
  const scale = Math.min(
    (framing.width * zoom) / ((w + d) * Math.cos(Math.PI / 6)),
    ((bottom - top) * zoom * 1.3) / ((w + d) / 2),
  );
  const centreX = framing.width * (framing.focusX ?? 0.5);
  const centreY = top + (bottom - top) * 0.5;
  // World point (w/2, d/2, 0) sits at (centreX, centreY).
  const originX =
    centreX - (framing.flip ? -1 : 1) * ((w / 2 - d / 2) * Math.cos(Math.PI / 6) * scale);
  const originY = centreY - ((w + d) / 4) * scale;
  return new IsoScene({ scale, originX, originY, flip: framing.flip ?? false }, mood);
}

/**
 * An outdoor site of w × d world units (about a metre each) under the framing's sky.
 * @param ground colour of the open ground (grass, soil)
 */
export function exterior(
  framing: Framing,
  look: Look,
  site: { w: number; d: number; ground: string },
  paint: (stage: Stage) => void,
): string {
  const { width, height } = framing;
  const mood = moodFor(framing.time, look.theme);
  const random = seededRandom(framing.seed);
  const horizon = height * (framing.horizon ?? 0.36);
  const scene = placeSite(framing, site.w, site.d, horizon, height * 1.05, mood);
  paint({ scene, random, palette: look.palette, mood, w: site.w, d: site.d });
  const groundColour = mix(site.ground, mood.tint, mood.tintAmount);
  return svgDocument(
    width,
    height,
    [
      backdrop(
        width,
        height,
        mood,
        seededRandom(framing.seed * 7 + 3),
        horizon,
        look.palette.grass,
        framing.sun,
      ),
      `<rect x="0" y="${Math.round(horizon)}" width="${width}" height="${Math.ceil(height - horizon)}" fill="${groundColour}"/>`,
      scene.render(),
    ].join("\n"),
  );
}

/**
 * A cut-away room of w × d world units and walls `wallHeight` high, on a soft background: the
 * floor and the two far walls are drawn, the near side is open.
 */
export function interior(
  framing: Framing,
  look: Look,
  room: { w: number; d: number; wallHeight: number; floor: string; wall: string },
  paint: (stage: Stage) => void,
): string {
  const { width, height } = framing;
  const mood = moodFor(framing.time, look.theme);
  const random = seededRandom(framing.seed);
  const scene = placeSite(
    { ...framing, zoom: (framing.zoom ?? 1) * 1.3 },
    room.w,
    room.d,
    height * 0.12,
    height * 1.1,
    mood,
  );
  const { w, d, wallHeight: h, floor, wall } = room;
  scene.box(-0.6, -0.6, -0.8, w + 0.6, d + 0.6, 0.8, mix(floor, look.palette.navy, 0.35), {
    top: floor,
    layer: 0,
  });
  scene.box(-0.6, -0.6, 0, 0.6, d, h, wall, { layer: 0 });
  scene.box(0, -0.6, 0, w, 0.6, h, wall, { layer: 0 });
  paint({ scene, random, palette: look.palette, mood, w, d });
  const back = [
    mix(look.theme.surface, look.theme.border, 0.3),
    mix(look.theme.surface, "#ffffff", 0.5),
  ];
  const light = mood.night
    ? [look.theme.chrome, mix(look.theme.chrome, look.theme.primary, 0.45)]
    : back;
  return svgDocument(
    width,
    height,
    [
      `<defs><radialGradient id="room" cx="0.5" cy="0.45" r="0.75"><stop offset="0" stop-color="${light[1]}"/><stop offset="1" stop-color="${light[0]}"/></radialGradient></defs>`,
      `<rect width="${width}" height="${height}" fill="url(#room)"/>`,
      scene.render(),
    ].join("\n"),
  );
}
