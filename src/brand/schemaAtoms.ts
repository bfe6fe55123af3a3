import { z } from "zod";

/**
 * Schema atoms shared by the manifest schema (src/brand/manifestSchema.ts) and the section types
 * (src/sections/<type>/): a module of its own, so neither side imports the other for them.
 */

/** A flat, dotted i18next key, e.g. `page.about.title`. */
export const copyKeySchema = z
  .string()
  .regex(
    /^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9-]+)*$/,
    "expected a dotted copy key such as 'page.home.title'",
  );

/** Background tone of a section's band: the page colour, or the theme's surface colour. */
export const toneSchema = z.enum(["plain", "surface"]);

/** A file in the brand's `assets/` folder, e.g. `assets/logo.svg`. */
export const assetPathSchema = z
  .string()
  .regex(
    /^assets\/[\w\-./]+\.[a-z0-9]+$/,
    "expected a path inside the brand folder such as 'assets/logo.svg'",
  );

/** An in-site address: a path, optionally with a fragment (`/about`, `/#buy-now`). */
export const internalHrefSchema = z
  .string()
  .regex(
    /^\/[a-z0-9\-/]*(#[A-Za-z][\w-]*)?$/,
    "expected an in-site path such as '/about' or '/#buy-now'",
  );

/** A link whose label is a copy key and whose target is in the site. */
export const linkSchema = z.strictObject({
  label: copyKeySchema.meta({ description: "Copy key of the visible label." }),
  to: internalHrefSchema.meta({
    description: "Where it goes: a route path, optionally with `#fragment`.",
  }),
});

/** An address outside the site, opened by a visitor's click only (never loaded with the page). */
export const externalHrefSchema = z.url({ protocol: /^https$/ });

/** A breakpoint of a slider: from `minWidth` px of viewport width up, show `perView` slides. */
export const perViewBreakpointSchema = z.strictObject({
  minWidth: z
    .number()
    .int()
    .min(0)
    .meta({ description: "Lower bound of the viewport width in px (0 for the smallest screens)." }),
  perView: z.number().int().min(1).max(8).meta({ description: "Slides visible at once." }),
});

/** Auto-play settings of a slider (our keen-slider plugin). */
export const autoplaySchema = z.strictObject({
  intervalMs: z
    .number()
    .int()
    .min(500)
    .meta({ description: "Time a slide stays still before the slider moves on, in ms." }),
  animationMs: z
    .number()
    .int()
    .min(0)
    .max(5000)
    .meta({ description: "Duration of the slide animation, in ms." }),
});

export type Tone = z.infer<typeof toneSchema>;
export type PerViewBreakpoint = z.infer<typeof perViewBreakpointSchema>;
export type Autoplay = z.infer<typeof autoplaySchema>;
