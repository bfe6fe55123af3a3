import { z } from "zod";
import { assetPathSchema } from "../schemaAtoms.ts";

const cssColor = z
  .string()
  .regex(/^(#[0-9a-fA-F]{3,8}|(rgb|hsl|oklch)a?\([^)]*\))$/, "expected a CSS colour");

/** The theme's `font-family` stacks. */
const fontStacksSchema = z.strictObject({
  body: z.string().min(1).meta({ description: "`font-family` value for body text." }),
  heading: z.string().min(1).meta({ description: "`font-family` value for headings." }),
  field: z
    .string()
    .min(1)
    .optional()
    .meta({
      description:
        "`font-family` value for what a visitor types into a form's fields (default: the body's). " +
        "Give it the whole faces of a script whose body faces are narrowed to the copy " +
        "(`narrowToCopy`): a word the copy never uses may need glyphs those lack.",
    }),
  localeName: z
    .string()
    .min(1)
    .optional()
    .meta({
      description:
        "`font-family` value for the language switch's labels (default: the body's), each a " +
        "language's own name in its own script (`हिन्दी` on an English page, whose stacks have no " +
        "Devanagari): name a face cut to those names (`narrowToLocaleNames`) among its families.",
    }),
});

/** Design tokens, emitted as CSS custom properties (`--color-*`, `--font-*`, `--radius-*`). */
export const themeSchema = z.strictObject({
  colors: z.strictObject({
    background: cssColor.meta({ description: "Page background." }),
    surface: cssColor.meta({ description: "Cards and raised panels." }),
    text: cssColor.meta({ description: "Body text." }),
    muted: cssColor.meta({
      description: "Secondary text; must keep 4.5:1 contrast on background.",
    }),
    primary: cssColor.meta({ description: "Buttons, links and highlights." }),
    onPrimary: cssColor.meta({ description: "Text on `primary`." }),
    accent: cssColor.meta({ description: "A second highlight colour." }),
    chrome: cssColor.meta({ description: "Header and footer background." }),
    onChrome: cssColor.meta({ description: "Text on `chrome`." }),
    border: cssColor.meta({ description: "Hairlines and input borders." }),
    error: cssColor.default("#b3261e").meta({
      description:
        "Form errors: a marked field's border and the message under it. Must keep 4.5:1 contrast on " +
        "`background` and `surface`; the default red does on light themes.",
    }),
  }),
  fonts: fontStacksSchema,
  localeTypography: z
    .record(
      z.string(),
      z.strictObject({
        fonts: fontStacksSchema
          .partial()
          .optional()
          .meta({
            description:
              'Font stacks in place of `fonts` (a stack not given stays `fonts`\'): `{"body": ' +
              "\"Archivo, 'Noto Sans Devanagari', system-ui, sans-serif\"}`.",
          }),
        lineHeights: z
          .strictObject({ body: z.number().positive(), heading: z.number().positive() })
          .partial()
          .optional()
          .meta({
            description:
              "Unitless line heights of body text (the design's 1.6) and headings (1.2): a script " +
              "with vowel signs above and conjuncts below its letters, such as Devanagari, needs more.",
          }),
        tracking: z
          .number()
          .min(0)
          .optional()
          .meta({
            description:
              "Multiplier of the styles' letter spacing (spaced capitals, tightened display type): 1 " +
              "as designed, 0 for a script whose letters join along a headline, such as Devanagari.",
          }),
        underlineOffset: z
          .string()
          .regex(/^\d*\.?\d+(em|px|rem)$/, "expected a length such as '0.3em'")
          .optional()
          .meta({
            description:
              "Links' `text-underline-offset` (the browser's own by default), e.g. `0.3em` to keep the " +
              "underline clear of letters that reach below the baseline.",
          }),
      }),
    )
    .optional()
    .meta({
      description:
        "Typography of one locale's pages where its script needs other than the design's, by locale. " +
        "Set on the root of a page in that locale (`:root:lang(hi)`), so a word marked with another " +
        "`lang` on a page (the language switch's label) keeps its page's typography, and a page in " +
        "another locale never fetches that locale's faces.",
    }),
  radii: z.strictObject({ small: z.string(), medium: z.string(), large: z.string() }),
  fontFaces: z
    .array(
      z.strictObject({
        family: z
          .string()
          .regex(/^[\w -]+$/, "expected a plain family name such as 'DM Sans'")
          .meta({
            description: "The family name `fonts.body` / `fonts.heading` refer to, e.g. `DM Sans`.",
          }),
        src: z
          .union([
            assetPathSchema.regex(/\.woff2$/, "expected a .woff2 file"),
            z
              .string()
              .regex(
                /^@fontsource(-variable)?\/[a-z0-9-]+\/files\/[a-z0-9-]+\.woff2$/,
                "expected 'assets/<file>.woff2' or '@fontsource-variable/<font>/files/<file>.woff2'",
              ),
          ])
          .meta({
            description:
              "A WOFF2 file in `assets/`, or one in an installed @fontsource package, e.g. " +
              "`@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2`.",
          }),
        weight: z
          .string()
          .regex(/^\d{3,4}( \d{3,4})?$/, "expected '400' or a range such as '100 900'")
          .meta({
            description:
              "CSS `font-weight`: one weight (`400`) or a variable font's range (`400 700`). The " +
              "served file's weight axis is limited to it (the build drops the rest, a third to a half " +
              "of a latin file; one weight pins a variable file to a static instance), so give the " +
              "weights the brand's styles use; a weight outside the range is drawn at its nearer end.",
          }),
        style: z
          .enum(["normal", "italic"])
          .default("normal")
          .meta({ description: "CSS `font-style`." }),
        unicodeRange: z
          .string()
          .optional()
          .meta({
            description:
              "CSS `unicode-range` the face is used for, e.g. `U+0000-00FF`; the build serves the file " +
              "cut down to these characters. Faces of one family may name the same file with ranges " +
              "that overlap: the browser tries the face declared last first, so a small preloaded face " +
              '(the characters the copy uses) after a full one (`"preload": false`, fetched only for ' +
              "a character the small one lacks) keeps the first load light.",
          }),
        preload: z
          .boolean()
          .default(true)
          .meta({
            description:
              "Whether the pages that use the face preload its file (default true). False for a face " +
              "only a few characters need (e.g. a latin-ext subset named for ₹ alone): the browser " +
              "then fetches it only on pages that show one of them.",
          }),
        locales: z
          .array(z.string())
          .min(1)
          .optional()
          .meta({
            description:
              "The locales whose pages draw with the face (a script only they use, such as " +
              "Devanagari for `hi`): only their pages preload it, and its family belongs in their " +
              "`localeTypography` font stacks. Absent: every locale.",
          }),
        narrowToCopy: z
          .boolean()
          .optional()
          .meta({
            description:
              "Narrows `unicodeRange` to the characters the copy of the face's locales uses (shared " +
              "and brand strings and the values they interpolate, such as `{{product}}`; every " +
              "locale's when `locales` is absent), and the file to exactly the glyphs HarfBuzz shapes " +
              "that copy into, with the layout rules among them: every conjunct and vowel sign of the " +
              "copy renders, in the fewest bytes. A word the copy never uses may need a glyph it " +
              'lacks, so give the whole face (`"preload": false`) a family of its own, after this one ' +
              "in the stacks and alone in the `field` stack, which draws what a visitor types. A " +
              "preloaded face of some `locales` is also cut per prerendered page, to the copy of that " +
              "page's route (scripts/siteBuild/fonts/pageFontFaces.ts).",
          }),
        narrowToLocaleNames: z
          .boolean()
          .optional()
          .meta({
            description:
              "Narrows `unicodeRange` to the characters of the locales' own names (`locale.name`: " +
              "`हिन्दी`), and the file to exactly the glyphs HarfBuzz shapes them into: a face of a " +
              "few hundred bytes for the language switch's labels (`fonts.localeName`), which a page " +
              'fetches only when it draws one of those characters. Give it `"preload": false` and one ' +
              "weight, the switch's. Not with `narrowToCopy`.",
          }),
      }),
    )
    .optional()
    .meta({
      description:
        "Self-hosted font files behind the `fonts` families, emitted as `@font-face` rules. Nothing is " +
        "fetched from a font host: the build hashes and copies each file into the site, from the " +
        "brand's `assets/` or from an installed @fontsource package (which carries the licence).",
    }),
});

export type Theme = z.infer<typeof themeSchema>;
/** One self-hosted font face of the theme. */
export type FontFace = NonNullable<Theme["fontFaces"]>[number];
