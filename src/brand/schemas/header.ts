import { z } from "zod";
import { copyKeySchema, linkSchema } from "../schemaAtoms.ts";
import { imageSchema } from "./image.ts";

/**
 * A header link. `navigate` follows `to`; `scroll-top` smoothly scrolls to the top when already on
 * `to`'s page and navigates there otherwise; `scroll-bottom` smoothly scrolls to the page bottom
 * (offset 10000) without navigating, `to` being the no-script fallback (spec §2, health-care header).
 */
export const headerLinkSchema = linkSchema.extend({
  action: z.enum(["navigate", "scroll-top", "scroll-bottom"]).default("navigate"),
  togglesZoom: z.boolean().default(false).meta({
    description: "When true the click also flips the hero's zoom animation setting (spec §4).",
  }),
});

/** A toggle that opens a dropdown of links (spec §2, Services dropdown). */
export const headerMenuSchema = z.strictObject({
  label: copyKeySchema.meta({ description: "Copy key of the toggle's label." }),
  items: z.array(linkSchema).min(1),
});

/** Header with a logo, links and dropdown menus in the given order (spec §2, engineering header). */
const dropdownHeaderSchema = z.strictObject({
  variant: z.literal("dropdown"),
  logo: imageSchema.meta({ description: "Logo image, linked to the home page." }),
  links: z
    .array(z.union([headerMenuSchema, headerLinkSchema]))
    .min(1)
    .meta({ description: "Entries left to right: a link, or a menu (an object with `items`)." }),
});

/** Header with the brand title and links that may scroll instead of navigate (spec §2, health-care header). */
const titleHeaderSchema = z.strictObject({
  variant: z.literal("title"),
  title: copyKeySchema.meta({ description: "Copy key of the brand title shown in the header." }),
  links: z.array(headerLinkSchema).min(1),
});

/** The header variant and its entries. */
export const headerSchema = z.discriminatedUnion("variant", [
  dropdownHeaderSchema,
  titleHeaderSchema,
]);

export type Header = z.infer<typeof headerSchema>;
export type HeaderLink = z.infer<typeof headerLinkSchema>;
export type HeaderMenu = z.infer<typeof headerMenuSchema>;
