/**
 * Client and partner marks: geometric monograms in one family (a rounded tile and a symbol built
 * from circles, bars and triangles), no letters. The client's name is page text.
 */
import { svgDocument } from "./backdrop";
import { mix, type Palette } from "./palette";

/** The symbols a mark can carry, each read as the client's trade. */
export type MarkSymbol =
  | "cane"
  | "drop"
  | "bolt"
  | "beam"
  | "kiln"
  | "still"
  | "sun"
  | "gear"
  | "arch"
  | "book";

const symbols: Record<MarkSymbol, (fg: string, accent: string) => string> = {
  cane: (fg, accent) =>
    `<rect x="44" y="18" width="8" height="60" rx="4" fill="${fg}"/><path d="M48 40 C30 36 24 24 26 16 C38 20 46 28 48 40Z" fill="${accent}"/><path d="M48 56 C66 52 72 40 70 32 C58 36 50 44 48 56Z" fill="${fg}"/>`,
  drop: (fg, accent) =>
    `<path d="M48 16 C60 34 70 44 70 56 A22 22 0 0 1 26 56 C26 44 36 34 48 16Z" fill="${fg}"/><circle cx="48" cy="57" r="9" fill="${accent}"/>`,
  bolt: (fg, accent) =>
    `<circle cx="48" cy="48" r="30" fill="none" stroke="${fg}" stroke-width="7"/><path d="M52 22 L34 52 H47 L43 74 L62 42 H49 Z" fill="${accent}"/>`,
  beam: (fg, accent) =>
    `<rect x="22" y="22" width="52" height="10" fill="${fg}"/><rect x="42" y="32" width="12" height="32" fill="${fg}"/><rect x="22" y="64" width="52" height="10" fill="${fg}"/><rect x="22" y="44" width="10" height="8" fill="${accent}"/><rect x="64" y="44" width="10" height="8" fill="${accent}"/>`,
  kiln: (fg, accent) =>
    `<path d="M22 72 L36 28 H60 L74 72 Z" fill="${fg}"/><rect x="30" y="46" width="36" height="8" fill="${accent}"/><circle cx="48" cy="20" r="6" fill="${accent}"/>`,
  still: (fg, accent) =>
    `<rect x="26" y="30" width="20" height="44" rx="10" fill="${fg}"/><rect x="52" y="18" width="18" height="56" rx="9" fill="${fg}"/><path d="M36 30 V22 H61" fill="none" stroke="${accent}" stroke-width="5"/><circle cx="61" cy="46" r="5" fill="${accent}"/>`,
  sun: (fg, accent) =>
    `<circle cx="48" cy="48" r="14" fill="${accent}"/>${Array.from({ length: 8 }, (_, i) => `<rect x="45" y="14" width="6" height="12" rx="3" fill="${fg}" transform="rotate(${i * 45} 48 48)"/>`).join("")}`,
  gear: (fg, accent) =>
    `${Array.from({ length: 8 }, (_, i) => `<rect x="43" y="16" width="10" height="14" rx="2" fill="${fg}" transform="rotate(${i * 45} 48 48)"/>`).join("")}<circle cx="48" cy="48" r="22" fill="${fg}"/><circle cx="48" cy="48" r="9" fill="${accent}"/>`,
  arch: (fg, accent) =>
    `<path d="M20 74 V46 A28 28 0 0 1 76 46 V74 H64 V48 A16 16 0 0 0 32 48 V74 Z" fill="${fg}"/><rect x="44" y="56" width="8" height="18" fill="${accent}"/>`,
  book: (fg, accent) =>
    `<path d="M18 28 C30 22 40 24 48 30 V74 C40 68 30 66 18 72 Z" fill="${fg}"/><path d="M78 28 C66 22 56 24 48 30 V74 C56 68 66 66 78 72 Z" fill="${mix(fg, "#ffffff", 0.25)}"/><circle cx="48" cy="18" r="6" fill="${accent}"/>`,
};

/** A 96 × 96 px mark: tile in `colour`, the symbol in white with an accent. */
export function markSvg(symbol: MarkSymbol, colour: string, palette: Palette): string {
  const body = `<rect x="2" y="2" width="92" height="92" rx="22" fill="${colour}"/>${symbols[symbol]("#ffffff", mix(palette.amber, "#ffffff", 0.15))}`;
  return svgDocument(96, 96, body);
}
