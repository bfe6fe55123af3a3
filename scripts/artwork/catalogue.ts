/**
 * Every picture of the engineering brand's artwork: its file under `brands/engineering/assets/`,
 * its size and the SVG it is rendered from. One list, so the generator writes it and the tests
 * can read every SVG source without rendering anything.
 */
import { certificateSvg } from "./documents";
import { type MarkSymbol, markSvg } from "./marks";
import { mix, type Palette, type ThemeColours, type TimeOfDay } from "./palette";
import { plantRoom, thermalCamera } from "./scenes/energyAudit";
import { type ErectionJob, erection } from "./scenes/erection";
import { type OilGasView, oilGas } from "./scenes/oilGas";
import { type RenewableView, renewable } from "./scenes/renewables";
import { millingTandem, sugarMill } from "./scenes/sugarMill";
import { works } from "./scenes/works";
import { cncBay, type FabricationJob, fabricationShop } from "./scenes/workshop";
import { exterior, type Framing, interior, type Look } from "./stage";

/** One file of the artwork. */
export interface Artwork {
  /** Path under the brand's assets folder, e.g. `projects/erection-01.jpg`. */
  file: string;
  /** `jpeg` files are rasterised from the SVG; `svg` files are written as they are. */
  format: "jpeg" | "svg";
  /** The SVG source. */
  svg: () => string;
}

/** Picture sizes (px): 3:2 photos, wide banners behind page headings, portrait certificates. */
export const SIZES = {
  photo: { width: 1200, height: 800 },
  banner: { width: 1920, height: 720 },
  certificate: { width: 800, height: 1120 },
  video: { width: 960, height: 540 },
} as const;

type Size = { width: number; height: number };
type View = Partial<Omit<Framing, "width" | "height" | "time" | "seed">>;

const pad = (n: number) => String(n).padStart(2, "0");

/** The engineering brand's artwork in a theme. */
export function artworkCatalogue(theme: ThemeColours, palette: Palette): Artwork[] {
  const look: Look = { theme, palette };
  const photo = SIZES.photo;
  const banner = SIZES.banner;
  const wideView: View = { focusX: 0.66, zoom: 0.9, horizon: 0.3 };

  const site =
    (
      size: Size,
      time: TimeOfDay,
      seed: number,
      view: View,
      w: number,
      d: number,
      ground: string,
      paint: Parameters<typeof exterior>[3],
    ) =>
    () =>
      exterior({ ...size, time, seed, ...view }, look, { w, d, ground }, paint);
  const room =
    (
      size: Size,
      time: TimeOfDay,
      seed: number,
      view: View,
      w: number,
      d: number,
      paint: Parameters<typeof interior>[3],
      overlay?: string,
    ) =>
    () => {
      const svg = interior(
        { ...size, time, seed, ...view },
        look,
        {
          w,
          d,
          wallHeight: 9,
          floor: mix(palette.floor, palette.steel, 0.12),
          wall: mix(palette.steelLight, palette.blue, 0.1),
        },
        paint,
      );
      return overlay ? svg.replace("\n</svg>", `\n${overlay}\n</svg>`) : svg;
    };
  const jpeg = (file: string, svg: () => string): Artwork => ({ file, format: "jpeg", svg });

  const fabrication: Array<[FabricationJob, TimeOfDay, View]> = [
    ["vessel", "day", {}],
    ["beams", "morning", { flip: true }],
    ["tank-shell", "day", { zoom: 1.1 }],
    ["ducting", "overcast", { flip: true }],
    ["exchanger", "dusk", {}],
    ["rolling", "morning", { flip: true, zoom: 1.15 }],
    ["hydrotest", "day", { zoom: 1.05 }],
  ];
  const oil: Array<[OilGasView, TimeOfDay, View]> = [
    ["refinery", "dusk", {}],
    ["tank-farm", "morning", { flip: true }],
    ["pipe-rack", "day", { zoom: 1.1 }],
    ["skid", "overcast", { flip: true, zoom: 1.1 }],
    ["pipeline", "morning", {}],
    ["spheres", "night", { flip: true }],
  ];
  const erections: Array<[ErectionJob, TimeOfDay, View]> = [
    ["frame", "day", {}],
    ["boiler", "morning", {}],
    ["conveyor", "dusk", { flip: true }],
    ["chimney", "day", { flip: true }],
    ["tank", "overcast", {}],
    ["frame", "morning", { flip: true, zoom: 1.15 }],
    ["mill-house", "day", {}],
    ["boiler", "dusk", { flip: true, zoom: 1.1 }],
    ["conveyor", "day", {}],
    ["tank", "night", { flip: true }],
    ["chimney", "morning", { zoom: 1.1 }],
    ["mill-house", "overcast", { flip: true }],
    ["frame", "dusk", { zoom: 0.95 }],
  ];
  const renewables: Array<[string, RenewableView, TimeOfDay]> = [
    ["solar", "solar", "day"],
    ["wind", "wind", "morning"],
    ["hydro", "hydro", "day"],
    ["heat", "heat", "overcast"],
    ["biogas", "biogas", "morning"],
    ["other", "biomass", "dusk"],
  ];
  const marks: Array<[string, MarkSymbol, string]> = [
    ["client-1", "cane", mix(palette.cane, palette.navy, 0.25)],
    ["client-2", "drop", palette.navy],
    ["client-3", "bolt", palette.blue],
    ["client-4", "beam", mix(palette.steel, palette.navy, 0.4)],
    ["client-5", "kiln", mix(palette.soil, palette.navy, 0.45)],
    ["client-6", "still", mix(palette.red, palette.navy, 0.35)],
    ["partner-1", "sun", palette.blue],
    ["partner-2", "gear", mix(palette.steel, palette.navy, 0.5)],
    ["partner-3", "arch", palette.navy],
    ["partner-4", "book", mix(palette.cane, palette.blue, 0.5)],
  ];
  const camera = (size: Size) => thermalCamera(size.width, size.height, palette);

  return [
    ...fabrication.map(([job, time, view], i) =>
      jpeg(
        `projects/fabrication-${pad(i + 1)}.jpg`,
        room(photo, time, 100 + i, view, 26, 20, fabricationShop(job)),
      ),
    ),
    ...oil.map(([kind, time, view], i) =>
      jpeg(
        `projects/oil-and-gas-sector-${pad(i + 1)}.jpg`,
        site(photo, time, 200 + i, view, 48, 34, palette.soil, oilGas(kind)),
      ),
    ),
    ...erections.map(([job, time, view], i) =>
      jpeg(
        `projects/erection-${pad(i + 1)}.jpg`,
        site(photo, time, 300 + i, view, 46, 34, palette.grass, erection(job)),
      ),
    ),
    jpeg(
      "slides/home-slide-1.jpg",
      site(banner, "morning", 401, wideView, 50, 30, palette.grass, works),
    ),
    jpeg(
      "slides/home-slide-2.jpg",
      site(banner, "dusk", 402, wideView, 52, 30, palette.soil, oilGas("refinery")),
    ),
    jpeg(
      "slides/home-slide-3.jpg",
      site(banner, "day", 403, wideView, 48, 30, palette.grass, erection("frame")),
    ),
    jpeg(
      "banners/company-banner.jpg",
      site(banner, "day", 411, { ...wideView, flip: true }, 50, 30, palette.grass, works),
    ),
    jpeg(
      "banners/plant-machinery-banner.jpg",
      room(banner, "day", 412, { focusX: 0.64, zoom: 0.62 }, 26, 20, fabricationShop("vessel")),
    ),
    jpeg(
      "banners/oil-gas-banner.jpg",
      site(banner, "morning", 413, wideView, 50, 34, palette.soil, oilGas("tank-farm")),
    ),
    jpeg(
      "banners/sugar-mills-banner.jpg",
      site(banner, "morning", 414, wideView, 56, 34, palette.grass, sugarMill),
    ),
    jpeg(
      "banners/energy-audits-banner.jpg",
      room(banner, "day", 415, { focusX: 0.5, zoom: 0.6 }, 24, 16, plantRoom, camera(banner)),
    ),
    jpeg("features/company-works.jpg", site(photo, "day", 501, {}, 50, 32, palette.grass, works)),
    jpeg(
      "features/works-evening.jpg",
      site(photo, "dusk", 502, { flip: true }, 50, 32, palette.grass, works),
    ),
    jpeg("features/technology.jpg", room(photo, "day", 503, {}, 26, 20, cncBay)),
    jpeg(
      "features/solar-gensets.jpg",
      site(photo, "day", 504, {}, 46, 30, palette.grass, renewable("solar-genset")),
    ),
    jpeg(
      "features/sugar-mill.jpg",
      site(photo, "morning", 505, { zoom: 1.05 }, 56, 34, palette.grass, sugarMill),
    ),
    jpeg(
      "features/milling-tandem.jpg",
      room(photo, "day", 506, { zoom: 1.1 }, 30, 18, millingTandem),
    ),
    jpeg(
      "features/energy-audit.jpg",
      room(photo, "day", 507, { focusX: 0.4 }, 24, 16, plantRoom, camera(photo)),
    ),
    ...renewables.map(([name, view, time], i) =>
      jpeg(
        `features/renewable-${name}.jpg`,
        site(photo, time, 600 + i, {}, 46, 30, palette.grass, renewable(view)),
      ),
    ),
    ...Array.from({ length: 7 }, (_, i) =>
      jpeg(`certificates/certificate-${i + 1}.jpg`, () =>
        certificateSvg(SIZES.certificate.width, SIZES.certificate.height, i, palette),
      ),
    ),
    ...marks.map(
      ([name, symbol, colour]): Artwork => ({
        file: `logos/${name}.svg`,
        format: "svg",
        svg: () => markSvg(symbol, colour, palette),
      }),
    ),
  ];
}

/**
 * One frame of the resale video (and its poster, frame 0): the solar and generator site with the
 * sun crossing the sky as `progress` goes from 0 to 1.
 */
export function solarVideoFrame(theme: ThemeColours, palette: Palette, progress: number): string {
  const time: TimeOfDay = progress < 0.25 ? "morning" : progress < 0.75 ? "day" : "dusk";
  return exterior(
    { ...SIZES.video, time, seed: 504, sun: progress },
    { theme, palette },
    { w: 46, d: 30, ground: palette.grass },
    renewable("solar-genset"),
  );
}
