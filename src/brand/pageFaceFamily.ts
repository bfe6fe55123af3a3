/**
 * The family name of a face cut to one prerendered page's copy that stands in for `family` (the
 * site-wide face) on that page's first load: `Noto Sans Devanagari` → `Noto Sans Devanagari Page`.
 * The build declares it (scripts/siteBuild/fonts/pageFontFaces.ts) and the app finds, by this name, the
 * site-wide face to load before it drops the page's (src/app/pageFonts.ts).
 */
export const pageFaceFamily = (family: string): string => `${family} Page`;

/**
 * A family name without its CSS quotes: `'Noto Sans Devanagari'` (a stack's entry) or
 * `"Noto Sans Devanagari"` (a `FontFace.family` in Chromium) → `Noto Sans Devanagari`.
 */
export const bareFamily = (name: string): string => name.trim().replace(/^(['"])(.*)\1$/, "$2");
