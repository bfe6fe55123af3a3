import { z } from "zod";

/**
 * The brand manifest schema: one `brands/<id>/manifest.json` is checked against it at build time,
 * and the `Manifest` type the app uses is inferred from it, so the two cannot drift apart.
 *
 * Structure lives here; every visible word lives in the brand's locale files and is referenced by
 * a copy key. Strings that identify the business (names, phone numbers, addresses) are data the
 * owner edits in one place, so they live here too.
 */

/** A flat, dotted i18next key, e.g. `page.about.title`. */
export const copyKeySchema = z
  .string()
  .regex(
    /^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9-]+)*$/,
    "expected a dotted copy key such as 'page.home.title'",
  );

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

/** A route path a page is served at: `/` or lower-case segments (`/service/sugar-mills`). */
export const routePathSchema = z
  .string()
  .regex(
    /^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/,
    "expected a route path such as '/' or '/service/sugar-mills'",
  );

/** A link whose label is a copy key and whose target is in the site. */
export const linkSchema = z.object({
  /** Copy key of the visible label. */
  label: copyKeySchema,
  /** Where it goes: a route path, optionally with `#fragment`. */
  to: internalHrefSchema,
});

/** A hero banner: heading, text and an optional call to action. */
const heroSectionSchema = z.object({
  type: z.literal("hero"),
  /** Fragment id of the section, so `/#id` lands on it. */
  id: z.string().optional(),
  /** Copy key prefix: `<key>.heading` and `<key>.text` are read. */
  key: copyKeySchema,
  /** Optional call to action under the text. */
  cta: linkSchema.optional(),
});

/** Headed blocks of running text (privacy policy, mission statements). */
const proseSectionSchema = z.object({
  type: z.literal("prose"),
  id: z.string().optional(),
  /** Copy key prefix of the section heading: `<key>.heading`. */
  key: copyKeySchema,
  /**
   * One copy key prefix per block: `<block>.heading` (required), `<block>.body` (a list of
   * paragraphs, optional) and `<block>.items` (a bulleted list, optional).
   */
  blocks: z.array(copyKeySchema).min(1),
});

/** A grid of cards, each with a heading, text and an optional link. */
const cardsSectionSchema = z.object({
  type: z.literal("cards"),
  id: z.string().optional(),
  /** Copy key prefix of the section: `<key>.heading`. */
  key: copyKeySchema,
  items: z
    .array(
      z.object({
        /** Copy key prefix of the card: `<key>.heading`, `<key>.text`. */
        key: copyKeySchema,
        /** Optional link under the card. */
        link: linkSchema.optional(),
      }),
    )
    .min(1),
});

/**
 * A Services choice of the enquiry form. It is stored as the enquiry's `Services` value and the
 * security rules built from the manifest accept exactly these, so it is data, not copy. Quotes and
 * backslashes are refused so the value can be written into the rules as a plain string.
 */
const serviceChoiceSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[^"'\\\n]+$/, "no quotes, backslashes or line breaks");

/** The enquiry form (spec 2 Contact, 5, 7): heading, optional text and the form. */
const enquirySectionSchema = z.object({
  type: z.literal("enquiry"),
  id: z.string().optional(),
  /** Copy key prefix: `<key>.heading` (required) and `<key>.text` (optional). */
  key: copyKeySchema,
  /** The Services select's choices, in order, after the 'Select Service' placeholder. */
  services: z
    .array(serviceChoiceSchema)
    .min(1)
    .refine((list) => new Set(list).size === list.length, "choices must be unique"),
  /** Value of the hidden `productName` field sent with the e-mail (spec 5). */
  productName: z.string().min(1).default("Contact Us"),
});

/** One building block of a page; `type` chooses the component that renders it. */
export const sectionSchema = z.discriminatedUnion("type", [
  heroSectionSchema,
  proseSectionSchema,
  cardsSectionSchema,
  enquirySectionSchema,
]);

/** A page of the site, served (and prerendered) at `path`. */
export const pageSchema = z.object({
  /** Route path, unique in the brand. */
  path: routePathSchema,
  /** Copy key prefix for the document head: `<key>.title` and `<key>.description`. */
  key: copyKeySchema,
  /** What the page shows, top to bottom. */
  sections: z.array(sectionSchema),
});

/** An image with its intrinsic size, so the page reserves its box before it loads (no layout shift). */
export const imageSchema = z.object({
  src: assetPathSchema,
  /** Intrinsic width in px. */
  width: z.number().int().positive(),
  /** Intrinsic height in px. */
  height: z.number().int().positive(),
});

/**
 * A header link. `navigate` follows `to`; `scroll-top` smoothly scrolls to the top when already on
 * `to`'s page and navigates there otherwise; `scroll-bottom` smoothly scrolls to the page bottom
 * (offset 10000) without navigating, `to` being the no-script fallback (spec 2, health-care header).
 */
export const headerLinkSchema = linkSchema.extend({
  action: z.enum(["navigate", "scroll-top", "scroll-bottom"]).default("navigate"),
  /** When true the click also flips the hero's zoom animation setting (spec 4). */
  togglesZoom: z.boolean().default(false),
});

/** A toggle that opens a dropdown of links (spec 2, Services dropdown). */
export const headerMenuSchema = z.object({
  /** Copy key of the toggle's label. */
  label: copyKeySchema,
  items: z.array(linkSchema).min(1),
});

/** Header with a logo, links and dropdown menus in the given order (spec 2, engineering header). */
const dropdownHeaderSchema = z.object({
  variant: z.literal("dropdown"),
  /** Logo image, linked to the home page. */
  logo: imageSchema,
  /** Entries left to right: a link, or a menu (an object with `items`). */
  links: z.array(z.union([headerMenuSchema, headerLinkSchema])).min(1),
});

/** Header with the brand title and links that may scroll instead of navigate (spec 2, health-care header). */
const titleHeaderSchema = z.object({
  variant: z.literal("title"),
  /** Copy key of the brand title shown in the header. */
  title: copyKeySchema,
  links: z.array(headerLinkSchema).min(1),
});

/** The header variant and its entries. */
export const headerSchema = z.discriminatedUnion("variant", [
  dropdownHeaderSchema,
  titleHeaderSchema,
]);

/** Footer with a company blurb, contact details, a map and a chat link (spec 2, engineering footer). */
const companyFooterSchema = z.object({
  variant: z.literal("company"),
  /** An embedded map, loaded lazily. */
  map: z.object({ embedUrl: z.url({ protocol: /^https$/ }) }).optional(),
});

/** Footer with a subscribe block, social links and a contact list (spec 2, health-care footer). */
const subscribeFooterSchema = z.object({
  variant: z.literal("subscribe"),
  /** Social profiles, each rendered with an accessible name. */
  socials: z.array(
    z.object({
      network: z.enum(["facebook", "instagram", "linkedin", "whatsapp"]),
      href: z.url({ protocol: /^https$/ }),
    }),
  ),
  /** Where the copyright line's privacy link points. */
  privacyLink: linkSchema,
});

/** The footer variant and its data. */
export const footerSchema = z.discriminatedUnion("variant", [
  companyFooterSchema,
  subscribeFooterSchema,
]);

/** The business's contact details, kept in one place for the owner to edit. */
export const contactSchema = z.object({
  /** Legal or trading name, used in the copyright line. */
  company: z.string().min(1),
  /** Phone number as dialled, e.g. `+91 98100 00000` (used for the visible text and `tel:`). */
  phone: z
    .string()
    .regex(/^\+?[\d\s-]{6,20}$/, "expected a phone number such as '+91 98100 00000'"),
  email: z.email(),
  /** Postal address, one line per entry. */
  address: z.array(z.string().min(1)).min(1),
  /** WhatsApp number in international form, digits only (for `https://wa.me/<digits>`). */
  whatsapp: z
    .string()
    .regex(/^\d{8,15}$/, "expected digits only, country code first")
    .optional(),
});

const cssColor = z
  .string()
  .regex(/^(#[0-9a-fA-F]{3,8}|(rgb|hsl|oklch)a?\([^)]*\))$/, "expected a CSS colour");

/** Design tokens, emitted as CSS custom properties (`--color-*`, `--font-*`, `--radius-*`). */
export const themeSchema = z.object({
  colors: z.object({
    /** Page background. */
    background: cssColor,
    /** Cards and raised panels. */
    surface: cssColor,
    /** Body text. */
    text: cssColor,
    /** Secondary text; must keep 4.5:1 contrast on background. */
    muted: cssColor,
    /** Buttons, links and highlights. */
    primary: cssColor,
    /** Text on `primary`. */
    onPrimary: cssColor,
    /** A second highlight colour. */
    accent: cssColor,
    /** Header and footer background. */
    chrome: cssColor,
    /** Text on `chrome`. */
    onChrome: cssColor,
    /** Hairlines and input borders. */
    border: cssColor,
  }),
  fonts: z.object({
    /** `font-family` value for body text. */
    body: z.string().min(1),
    /** `font-family` value for headings. */
    heading: z.string().min(1),
  }),
  radii: z.object({ small: z.string(), medium: z.string(), large: z.string() }),
});

/** A brand manifest: everything that makes one build a particular site. */
export const manifestSchema = z
  .object({
    /** Shown in the browser tab after each page title. */
    name: z.string().min(1),
    /** Public origin of the deployed site, for canonical links (no trailing slash). */
    siteUrl: z.url({ protocol: /^https?$/ }).regex(/[^/]$/, "no trailing slash"),
    /** Locale of the copy strings; one folder `locales/<locale>/` per entry. */
    locales: z.array(z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/)).min(1),
    /** Locale the site renders in; must be one of `locales`. */
    defaultLocale: z.string(),
    /** Favicon shown in the browser tab (SVG preferred). */
    icon: assetPathSchema,
    theme: themeSchema,
    header: headerSchema,
    footer: footerSchema,
    contact: contactSchema,
    /** Pages, one route each; one of them must be `/`. */
    pages: z.array(pageSchema).min(1),
  })
  .superRefine((manifest, ctx) => {
    if (!manifest.locales.includes(manifest.defaultLocale)) {
      ctx.addIssue({
        code: "custom",
        path: ["defaultLocale"],
        message: `must be one of ${manifest.locales.join(", ")}`,
      });
    }
    const seen = new Set<string>();
    manifest.pages.forEach((page, index) => {
      if (seen.has(page.path)) {
        ctx.addIssue({
          code: "custom",
          path: ["pages", index, "path"],
          message: `duplicate path '${page.path}'`,
        });
      }
      seen.add(page.path);
    });
    if (!seen.has("/")) {
      ctx.addIssue({
        code: "custom",
        path: ["pages"],
        message: "a page with path '/' is required",
      });
    }
  });

/** A validated brand manifest. */
export type Manifest = z.infer<typeof manifestSchema>;
export type Section = z.infer<typeof sectionSchema>;
export type Page = z.infer<typeof pageSchema>;
export type Link = z.infer<typeof linkSchema>;
export type Header = z.infer<typeof headerSchema>;
export type HeaderLink = z.infer<typeof headerLinkSchema>;
export type HeaderMenu = z.infer<typeof headerMenuSchema>;
export type Image = z.infer<typeof imageSchema>;
export type Footer = z.infer<typeof footerSchema>;
export type Theme = z.infer<typeof themeSchema>;
