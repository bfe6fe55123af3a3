/** Reads the engineering brand's theme colours, which the artwork's palette is mixed from. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { ThemeColours } from "./palette";

const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, "expected a #rrggbb colour");
const themeOnly = z.object({
  theme: z.object({
    colors: z.object({
      primary: colour,
      accent: colour,
      chrome: colour,
      onChrome: colour,
      surface: colour,
      border: colour,
      muted: colour,
    }),
  }),
});

/**
 * The theme tokens of a brand's manifest, read as plain JSON: the artwork is made before the
 * assets the manifest names exist, which the full brand loader would refuse.
 * @throws a zod error naming the missing or malformed token
 */
export function readThemeColours(brandDir: string): ThemeColours {
  const manifest: unknown = JSON.parse(readFileSync(path.join(brandDir, "manifest.json"), "utf8"));
  return themeOnly.parse(manifest).theme.colors;
}
