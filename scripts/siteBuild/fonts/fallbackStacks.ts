import { bareFamily } from "../../../src/brand/pageFaceFamily.ts";
import type { Theme } from "../../../src/brand/schemas/theme.ts";

/**
 * `stack` with each family of `fallbacks` followed by its fallback family:
 * `Archivo, 'Noto Sans Devanagari', sans-serif` → `Archivo, "Archivo fallback",
 * 'Noto Sans Devanagari', "Noto Sans Devanagari fallback", sans-serif`, so text a web font would
 * draw paints in its metric-matched fallback until it has loaded.
 * @param fallbacks family → its fallback family
 */
function withFallbackFamilies(stack: string, fallbacks: ReadonlyMap<string, string>): string {
  const entries = stack.split(",").map((entry) => entry.trim());
  const changed = entries.flatMap((entry) => {
    const fallback = fallbacks.get(bareFamily(entry));
    return fallback === undefined ? [entry] : [entry, JSON.stringify(fallback)];
  });
  return changed.length === entries.length ? stack : changed.join(", ");
}

/** `theme` with every stack (`fonts` and each locale's) rewritten by `withFallbackFamilies`. */
export function withFallbackStacks(theme: Theme, fallbacks: ReadonlyMap<string, string>): Theme {
  const rewrite = <Stacks extends Partial<Theme["fonts"]>>(fonts: Stacks): Stacks => ({
    ...fonts,
    ...Object.fromEntries(
      Object.entries(fonts).flatMap(([role, stack]) =>
        stack === undefined ? [] : [[role, withFallbackFamilies(stack, fallbacks)]],
      ),
    ),
  });
  const localeTypography = Object.fromEntries(
    Object.entries(theme.localeTypography ?? {}).map(([locale, typography]) => [
      locale,
      typography.fonts === undefined
        ? typography
        : { ...typography, fonts: rewrite(typography.fonts) },
    ]),
  );
  return {
    ...theme,
    fonts: rewrite(theme.fonts),
    ...(theme.localeTypography && { localeTypography }),
  };
}
