import { z } from "zod";
import { pageSectionIssues, sectionSchema } from "../sections/registry.ts";
import { assetPathSchema, copyKeySchema, linkSchema } from "./schemaAtoms.ts";

/**
 * The brand manifest schema: one `brands/<id>/manifest.json` is checked against it at build time,
 * and the `Manifest` type the app uses is inferred from it, so the two cannot drift apart.
 *
 * Structure lives here; every visible word lives in the brand's locale files and is referenced by
 * a copy key. Strings that identify the business (names, phone numbers, addresses) are data the
 * owner edits in one place, so they live here too.
 */

/** A route path a page is served at: `/` or lower-case segments (`/service/sugar-mills`). */
export const routePathSchema = z
  .string()
  .regex(
    /^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/,
    "expected a route path such as '/' or '/service/sugar-mills'",
  );

/** A page of the site, served (and prerendered) at `path`. */
export const pageSchema = z
  .object({
    /** Route path, unique in the brand. */
    path: routePathSchema,
    /** Copy key prefix for the document head: `<key>.title` and `<key>.description`. */
    key: copyKeySchema,
    /** What the page shows, top to bottom. */
    sections: z.array(sectionSchema),
    /**
     * Pairs of section ids shown side by side on wide screens (64rem and up; stacked below), e.g.
     * `[["enquiry", "offices"]]` puts the contact form beside the offices. The second section must
     * directly follow the first.
     */
    sideBySide: z.array(z.tuple([z.string(), z.string()])).optional(),
  })
  .superRefine((page, ctx) => {
    page.sideBySide?.forEach(([first, second], index) => {
      const at = page.sections.findIndex((section) => section.id === first);
      if (at < 0 || page.sections[at + 1]?.id !== second)
        ctx.addIssue({
          code: "custom",
          path: ["sideBySide", index],
          message: `expected the id of a section followed directly by section '${second}'`,
        });
    });
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
 * (offset 10000) without navigating, `to` being the no-script fallback (spec §2, health-care header).
 */
export const headerLinkSchema = linkSchema.extend({
  action: z.enum(["navigate", "scroll-top", "scroll-bottom"]).default("navigate"),
  /** When true the click also flips the hero's zoom animation setting (spec §4). */
  togglesZoom: z.boolean().default(false),
});

/** A toggle that opens a dropdown of links (spec §2, Services dropdown). */
export const headerMenuSchema = z.object({
  /** Copy key of the toggle's label. */
  label: copyKeySchema,
  items: z.array(linkSchema).min(1),
});

/** Header with a logo, links and dropdown menus in the given order (spec §2, engineering header). */
const dropdownHeaderSchema = z.object({
  variant: z.literal("dropdown"),
  /** Logo image, linked to the home page. */
  logo: imageSchema,
  /** Entries left to right: a link, or a menu (an object with `items`). */
  links: z.array(z.union([headerMenuSchema, headerLinkSchema])).min(1),
});

/** Header with the brand title and links that may scroll instead of navigate (spec §2, health-care header). */
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

/** Footer with a company blurb, contact details, a map and a chat link (spec §2, engineering footer). */
const companyFooterSchema = z.object({
  variant: z.literal("company"),
  /** An embedded map, loaded lazily. */
  map: z.object({ embedUrl: z.url({ protocol: /^https$/ }) }).optional(),
  /** Columns of in-site links (pages, services, the privacy policy), each under a heading. */
  links: z
    .array(
      z.object({
        /** Copy key of the column's heading. */
        heading: copyKeySchema,
        items: z.array(linkSchema).min(1),
      }),
    )
    .optional(),
});

/** Footer with a subscribe block, social links and a contact list (spec §2, health-care footer). */
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
  /** More page links, shown after the privacy link (shipping and returns, terms). */
  links: z.array(linkSchema).default([]),
});

/** The footer variant and its data. */
export const footerSchema = z.discriminatedUnion("variant", [
  companyFooterSchema,
  subscribeFooterSchema,
]);

/** One office of the business (spec §2, Contact: registered, Assam and Saharanpur offices). */
export const officeSchema = z.object({
  /** Copy key of the office's name, e.g. `office.registered`. */
  label: copyKeySchema,
  /** Postal address, one line per entry. */
  address: z.array(z.string().min(1)).min(1),
  /** Phone number as dialled (visible text and `tel:`). */
  phone: z
    .string()
    .regex(/^\+?[\d\s-]{6,20}$/, "expected a phone number such as '+91 98100 00000'"),
  email: z.email(),
});

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
  /** Offices shown by an `offices` section, in order. */
  offices: z.array(officeSchema).optional(),
  /**
   * The 14-digit licence or registration number from the Food Safety and Standards Authority of
   * India, which a food business in India prints with its name; shown in the footer when given.
   */
  fssaiLicence: z
    .string()
    .regex(/^\d{14}$/, "expected the 14-digit FSSAI licence number, digits only")
    .optional(),
});

const cssColor = z
  .string()
  .regex(/^(#[0-9a-fA-F]{3,8}|(rgb|hsl|oklch)a?\([^)]*\))$/, "expected a CSS colour");

/** The theme's `font-family` stacks. */
const fontStacksSchema = z.object({
  /** `font-family` value for body text. */
  body: z.string().min(1),
  /** `font-family` value for headings. */
  heading: z.string().min(1),
  /**
   * `font-family` value for what a visitor types into a form's fields (default: the body's).
   * Give it the whole faces of a script whose body faces are narrowed to the copy
   * (`narrowToCopy`): a word the copy never uses may need glyphs those lack.
   */
  field: z.string().min(1).optional(),
});

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
    /**
     * Form errors: a marked field's border and the message under it. Must keep 4.5:1 contrast on
     * `background` and `surface`; the default red does on light themes.
     */
    error: cssColor.default("#b3261e"),
  }),
  fonts: fontStacksSchema,
  /**
   * Typography of one locale's pages where its script needs other than the design's, by locale.
   * Set on the root of a page in that locale (`:root:lang(hi)`), so a word marked with another
   * `lang` on a page (the language switch's label) keeps its page's typography, and a page in
   * another locale never fetches that locale's faces.
   */
  localeTypography: z
    .record(
      z.string(),
      z.object({
        /**
         * Font stacks in place of `fonts` (a stack not given stays `fonts`'): `{"body":
         * "Archivo, 'Noto Sans Devanagari', system-ui, sans-serif"}`.
         */
        fonts: fontStacksSchema.partial().optional(),
        /**
         * Unitless line heights of body text (the design's 1.6) and headings (1.2): a script
         * with vowel signs above and conjuncts below its letters, such as Devanagari, needs more.
         */
        lineHeights: z
          .object({ body: z.number().positive(), heading: z.number().positive() })
          .partial()
          .optional(),
        /**
         * Multiplier of the styles' letter spacing (spaced capitals, tightened display type): 1
         * as designed, 0 for a script whose letters join along a headline, such as Devanagari.
         */
        tracking: z.number().min(0).optional(),
        /**
         * Links' `text-underline-offset` (the browser's own by default), e.g. `0.3em` to keep the
         * underline clear of letters that reach below the baseline.
         */
        underlineOffset: z
          .string()
          .regex(/^\d*\.?\d+(em|px|rem)$/, "expected a length such as '0.3em'")
          .optional(),
      }),
    )
    .optional(),
  radii: z.object({ small: z.string(), medium: z.string(), large: z.string() }),
  /**
   * Self-hosted font files behind the `fonts` families, emitted as `@font-face` rules. Nothing is
   * fetched from a font host: the build hashes and copies each file into the site, from the
   * brand's `assets/` or from an installed @fontsource package (which carries the licence).
   */
  fontFaces: z
    .array(
      z.object({
        /** The family name `fonts.body` / `fonts.heading` refer to, e.g. `DM Sans`. */
        family: z.string().regex(/^[\w -]+$/, "expected a plain family name such as 'DM Sans'"),
        /**
         * A WOFF2 file in `assets/`, or one in an installed @fontsource package, e.g.
         * `@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2`.
         */
        src: z.union([
          assetPathSchema.regex(/\.woff2$/, "expected a .woff2 file"),
          z
            .string()
            .regex(
              /^@fontsource(-variable)?\/[a-z0-9-]+\/files\/[a-z0-9-]+\.woff2$/,
              "expected 'assets/<file>.woff2' or '@fontsource-variable/<font>/files/<file>.woff2'",
            ),
        ]),
        /**
         * CSS `font-weight`: one weight (`400`) or a variable font's range (`400 700`). The
         * served file's weight axis is limited to it (the build drops the rest, a third to a half
         * of a latin file; one weight pins a variable file to a static instance), so give the
         * weights the brand's styles use; a weight outside the range is drawn at its nearer end.
         */
        weight: z
          .string()
          .regex(/^\d{3,4}( \d{3,4})?$/, "expected '400' or a range such as '100 900'"),
        /** CSS `font-style`. */
        style: z.enum(["normal", "italic"]).default("normal"),
        /**
         * CSS `unicode-range` the face is used for, e.g. `U+0000-00FF`; the build serves the file
         * cut down to these characters. Faces of one family may name the same file with ranges
         * that overlap: the browser tries the face declared last first, so a small preloaded face
         * (the characters the copy uses) after a full one (`"preload": false`, fetched only for
         * a character the small one lacks) keeps the first load light.
         */
        unicodeRange: z.string().optional(),
        /**
         * Whether the pages that use the face preload its file (default true). False for a face
         * only a few characters need (e.g. a latin-ext subset named for ₹ alone): the browser
         * then fetches it only on pages that show one of them.
         */
        preload: z.boolean().default(true),
        /**
         * The locales whose pages draw with the face (a script only they use, such as
         * Devanagari for `hi`): only their pages preload it, and its family belongs in their
         * `localeTypography` font stacks. Absent: every locale.
         */
        locales: z.array(z.string()).min(1).optional(),
        /**
         * Narrows `unicodeRange` to the characters the copy of the face's locales uses (shared
         * and brand strings and the values they interpolate, such as `{{product}}`; every
         * locale's when `locales` is absent), and the file to exactly the glyphs HarfBuzz shapes
         * that copy into, with the layout rules among them: every conjunct and vowel sign of the
         * copy renders, in the fewest bytes. A word the copy never uses may need a glyph it
         * lacks, so give the whole face (`"preload": false`) a family of its own, after this one
         * in the stacks and alone in the `field` stack, which draws what a visitor types. A
         * preloaded face of some `locales` is also cut per prerendered page, to the copy of that
         * page's route (scripts/siteBuild/pageFontFaces.ts).
         */
        narrowToCopy: z.boolean().optional(),
      }),
    )
    .optional(),
});

/**
 * The product a single-product brand sells. Its prices are the packs of its `packs` sections
 * (one place for a price); structured data publishes them as the Product's offers.
 */
export const productSchema = z.object({
  /**
   * The product's brand title: the `{{product}}` variable of every copy string, the product an
   * order enquiry names, and the Product's name in structured data.
   */
  name: z.string().min(1),
  /** Copy key of a one-sentence description of the product, for structured data. */
  description: copyKeySchema,
});

/**
 * Hosted services the brand's pages call from the browser (spec §7). Each adds exactly what it
 * needs to the Content-Security-Policy (scripts/hosting/contentSecurityPolicy.ts), so a brand that
 * does not list a service cannot reach it. `appCheck` is Firebase App Check with reCAPTCHA
 * Enterprise (docs/enquiry.md): its production build needs `VITE_RECAPTCHA_ENTERPRISE_SITE_KEY`,
 * and its privacy policy must say so (a prose block `privacy.appCheck`).
 */
export const serviceSchema = z.enum(["firestore", "emailjs", "appCheck"]);

/** The privacy policy's block that tells visitors about App Check and reCAPTCHA Enterprise. */
export const APP_CHECK_PRIVACY_BLOCK = "privacy.appCheck";

/**
 * Where a production build sends web-vitals metrics (spec §7) with `navigator.sendBeacon`: a path
 * on the site itself (`/vitals`) or an https URL, whose origin the CSP then allows.
 */
export const webVitalsEndpointSchema = z.union([
  z.url({ protocol: /^https$/ }),
  z.string().regex(/^\/[\w\-./]*$/, "expected an https URL or a path such as '/vitals'"),
]);

/** A brand manifest: everything that makes one build a particular site. */
export const manifestSchema = z
  .object({
    /** Shown in the browser tab after each page title. */
    name: z.string().min(1),
    /** Public origin of the deployed site, for canonical links (no trailing slash). */
    siteUrl: z.url({ protocol: /^https?$/ }).regex(/[^/]$/, "no trailing slash"),
    /**
     * The site's languages: one folder `locales/<locale>/` per entry, and every page at
     * `/<locale>` + its path for each but the default (src/i18n/localePath.ts).
     */
    locales: z.array(z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/)).min(1),
    /** Locale of the addresses without a locale prefix; must be one of `locales`. */
    defaultLocale: z.string(),
    /**
     * ISO 3166-1 code of the country the site addresses (`IN`): with each locale it gives the
     * price format (`en-IN` groups in lakhs) and Open Graph's `og:locale` (`hi_IN`).
     */
    country: z
      .string()
      .regex(/^[A-Z]{2}$/, "expected an ISO 3166-1 code such as IN")
      .optional(),
    /** Favicon shown in the browser tab (SVG preferred). */
    icon: assetPathSchema,
    theme: themeSchema,
    header: headerSchema,
    footer: footerSchema,
    contact: contactSchema,
    /** Pages, one route each; one of them must be `/`. */
    pages: z.array(pageSchema).min(1),
    /** Hosted services the pages call; see `serviceSchema`. */
    services: z.array(serviceSchema).default([]),
    /** Image shown when a page is shared (Open Graph, Twitter card): a PNG of 1200 × 630 px. */
    shareImage: imageSchema.optional(),
    /** The product the brand sells; none for a company site. */
    product: productSchema.optional(),
    /** Web-vitals reporting of production builds; without it no metrics leave the page. */
    webVitals: z.object({ endpoint: webVitalsEndpointSchema }).optional(),
  })
  .superRefine((manifest, ctx) => {
    if (!manifest.locales.includes(manifest.defaultLocale)) {
      ctx.addIssue({
        code: "custom",
        path: ["defaultLocale"],
        message: `must be one of ${manifest.locales.join(", ")}`,
      });
    }
    const notLocale = (locale: string) =>
      `'${locale}' is not one of the manifest's locales (${manifest.locales.join(", ")})`;
    for (const locale of Object.keys(manifest.theme.localeTypography ?? {})) {
      if (!manifest.locales.includes(locale)) {
        ctx.addIssue({
          code: "custom",
          path: ["theme", "localeTypography", locale],
          message: notLocale(locale),
        });
      }
    }
    manifest.theme.fontFaces?.forEach((face, index) => {
      for (const locale of face.locales ?? []) {
        if (!manifest.locales.includes(locale)) {
          ctx.addIssue({
            code: "custom",
            path: ["theme", "fontFaces", index, "locales"],
            message: notLocale(locale),
          });
        }
      }
      if (face.narrowToCopy && face.unicodeRange === undefined) {
        ctx.addIssue({
          code: "custom",
          path: ["theme", "fontFaces", index, "narrowToCopy"],
          message: "needs a unicodeRange to narrow (the script's characters, e.g. 'U+0900-097F')",
        });
      }
    });
    if (new Set(manifest.locales).size !== manifest.locales.length) {
      ctx.addIssue({ code: "custom", path: ["locales"], message: "lists a locale twice" });
    }
    const seen = new Set<string>();
    manifest.pages.forEach((page, index) => {
      // `/hi/...` is the Hindi site: no page of its own may live there.
      const first = page.path.split("/")[1] ?? "";
      if (manifest.locales.includes(first)) {
        ctx.addIssue({
          code: "custom",
          path: ["pages", index, "path"],
          message: `'${page.path}' starts with the locale '${first}', whose pages live under /${first}`,
        });
      }
      if (seen.has(page.path)) {
        ctx.addIssue({
          code: "custom",
          path: ["pages", index, "path"],
          message: `duplicate path '${page.path}'`,
        });
      }
      seen.add(page.path);
      for (const issue of pageSectionIssues(page.sections)) {
        ctx.addIssue({
          code: "custom",
          path: ["pages", index, "sections", ...issue.path],
          message: issue.message,
        });
      }
    });
    if (!seen.has("/")) {
      ctx.addIssue({
        code: "custom",
        path: ["pages"],
        message: "a page with path '/' is required",
      });
    }
    const blocks = manifest.pages.flatMap((page) =>
      page.sections.flatMap((section) => (section.type === "prose" ? section.blocks : [])),
    );
    if (manifest.services.includes("appCheck") && !blocks.includes(APP_CHECK_PRIVACY_BLOCK)) {
      ctx.addIssue({
        code: "custom",
        path: ["services"],
        message: `lists "appCheck", so the privacy policy must say so: add the block '${APP_CHECK_PRIVACY_BLOCK}' to its prose section (its words, in every locale, are in src/locales/<locale>/appCheck.json)`,
      });
    }
    manifest.pages.forEach((page, pageIndex) => {
      page.sections.forEach((section, index) => {
        if (section.type !== "enquiry") return;
        const [path = ""] = section.privacyPolicy.split("#");
        if (!seen.has(path)) {
          ctx.addIssue({
            code: "custom",
            path: ["pages", pageIndex, "sections", index, "privacyPolicy"],
            message: `no page at '${path}' (the privacy policy the form's notice links to); pages: ${[...seen].join(", ")}`,
          });
        }
      });
    });
  });

/** A validated brand manifest. */
export type Manifest = z.infer<typeof manifestSchema>;
export type Page = z.infer<typeof pageSchema>;
export type Header = z.infer<typeof headerSchema>;
export type HeaderLink = z.infer<typeof headerLinkSchema>;
export type HeaderMenu = z.infer<typeof headerMenuSchema>;
export type Image = z.infer<typeof imageSchema>;
export type Footer = z.infer<typeof footerSchema>;
export type Theme = z.infer<typeof themeSchema>;
export type FontFace = NonNullable<Theme["fontFaces"]>[number];
export type Office = z.infer<typeof officeSchema>;
export type Product = z.infer<typeof productSchema>;
export type Service = z.infer<typeof serviceSchema>;
