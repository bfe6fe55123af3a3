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

/** Background tone of a section's band: the page colour, or the theme's surface colour. */
export const toneSchema = z.enum(["plain", "surface"]);

export type Tone = z.infer<typeof toneSchema>;

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
  /** Optional background photo, shown behind the text with a dark overlay for contrast. */
  image: assetPathSchema.optional(),
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
        /** Optional photo at the top of the card. */
        image: assetPathSchema.optional(),
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

/** A breakpoint of a slider: from `minWidth` px of viewport width up, show `perView` slides. */
export const perViewBreakpointSchema = z.object({
  /** Lower bound of the viewport width in px (0 for the smallest screens). */
  minWidth: z.number().int().min(0),
  /** Slides visible at once. */
  perView: z.number().int().min(1).max(8),
});

/** Auto-play settings of a slider (our keen-slider plugin). */
export const autoplaySchema = z.object({
  /** Time a slide stays still before the slider moves on, in ms. */
  intervalMs: z.number().int().min(500),
  /** Duration of the slide animation, in ms. */
  animationMs: z.number().int().min(0).max(5000),
});

/**
 * A full-width banner of slides that loops and plays by itself; each slide has a heading, text,
 * a photo and a call to action (spec 2, Home banner; spec 9: loops, auto-play on, swiping off).
 */
const slidesSectionSchema = z.object({
  type: z.literal("slides"),
  id: z.string().optional(),
  /** Copy key prefix of the section: `<key>.label` names the slider for assistive technology. */
  key: copyKeySchema,
  autoplay: autoplaySchema,
  /** Whether visitors may drag or swipe between slides. */
  swipe: z.boolean().default(false),
  slides: z
    .array(
      z.object({
        /** Copy key prefix of the slide: `<key>.heading`, `<key>.text`. */
        key: copyKeySchema,
        /** Background photo. */
        image: assetPathSchema,
        /** The slide's button. */
        cta: linkSchema,
      }),
    )
    .min(1),
});

/**
 * Text beside a picture: a heading, paragraphs (`<key>.body`), an optional bullet list
 * (`<key>.items`), an optional link, and an image and/or a video (About, Technology, Resale).
 */
const featureSectionSchema = z.object({
  type: z.literal("feature"),
  id: z.string().optional(),
  /** Copy key prefix: `<key>.heading`, `<key>.body` (paragraphs), `<key>.items` (optional list). */
  key: copyKeySchema,
  /** Optional link under the text (e.g. Learn More). */
  link: linkSchema.optional(),
  /** Optional photo; `<key>.imageAlt` describes it. */
  image: assetPathSchema.optional(),
  /**
   * Optional video, fetched only when the visitor plays it (`preload="none"`); the poster shows
   * until then. `<key>.videoLabel` names it. Sources in order of preference.
   */
  video: z
    .object({
      poster: assetPathSchema,
      sources: z
        .array(z.object({ src: assetPathSchema, type: z.enum(["video/webm", "video/mp4"]) }))
        .min(1),
    })
    .optional(),
  /** Put the media on the left instead of the right (wide screens). */
  reverse: z.boolean().default(false),
  /** Background tone of the band. */
  tone: toneSchema.default("plain"),
});

/** A strip of logos (clients, sponsors); each logo's name is its alt text. */
const logosSectionSchema = z.object({
  type: z.literal("logos"),
  id: z.string().optional(),
  /** Copy key prefix: `<key>.heading`, optional `<key>.text`. */
  key: copyKeySchema,
  items: z
    .array(
      z.object({
        /** Logo file (SVG preferred). */
        src: assetPathSchema,
        /** Copy key of the organisation's name. */
        name: copyKeySchema,
      }),
    )
    .min(1),
});

/** Numbers that count up from 0 when they scroll into view (spec 2, Home counters; spec 9). */
const countersSectionSchema = z.object({
  type: z.literal("counters"),
  id: z.string().optional(),
  /** Copy key prefix: `<key>.heading`. */
  key: copyKeySchema,
  /** Length of the count-up, in ms. */
  durationMs: z.number().int().min(0).max(10000).default(2000),
  items: z
    .array(
      z.object({
        /** Copy key of the label under the number. */
        label: copyKeySchema,
        /** The number counted up to. */
        target: z.number().int().min(0),
        /** Shown right after the number, e.g. `+`. */
        suffix: z.string().max(3).default(""),
      }),
    )
    .min(1),
});

/**
 * A looping, auto-playing carousel of images with previous/next buttons and no dots (spec 2,
 * certificates; spec 9: interval, animation and items per view by viewport width).
 */
const carouselSectionSchema = z.object({
  type: z.literal("carousel"),
  id: z.string().optional(),
  /** Copy key prefix: `<key>.heading`; `<key>.imageAlt` describes each image (`{{n}}` = number). */
  key: copyKeySchema,
  autoplay: autoplaySchema,
  /** Items per view by viewport width; the first entry must start at 0 px. */
  perView: z
    .array(perViewBreakpointSchema)
    .min(1)
    .refine((list) => list[0]?.minWidth === 0, "the first breakpoint must have minWidth 0")
    .refine(
      (list) =>
        list.every(
          (entry, index) => index === 0 || entry.minWidth > (list[index - 1]?.minWidth ?? 0),
        ),
      "breakpoints must be in increasing minWidth order",
    ),
  images: z.array(assetPathSchema).min(2),
});

/** A category of a filtered gallery (spec 3, Project image category). */
export const galleryCategorySchema = z.object({
  /** Id used by the images' `category`, e.g. `oil-and-gas-sector`. */
  id: z.string().regex(/^[a-z0-9-]+$/, "expected a lower-case id such as 'fabrication'"),
  /** Copy key of the filter button's label. */
  label: copyKeySchema,
});

/**
 * A grid of photos that open in a lightbox, optionally with filter buttons (spec 2, Gallery and
 * Projects; spec 4, Projects filter and Image zoom). Each image is a project image (spec 3).
 */
const gallerySectionSchema = z
  .object({
    type: z.literal("gallery"),
    id: z.string().optional(),
    /**
     * Copy key prefix: `<key>.heading`, optional `<key>.text`, `<key>.imageAlt` (the photos'
     * default description; `{{n}}` is the photo's number, `{{category}}` its category's label).
     */
    key: copyKeySchema,
    /** Filter categories; when given, filter buttons (all + one per category) show. */
    categories: z.array(galleryCategorySchema).optional(),
    images: z
      .array(
        z.object({
          /** Unique id of the image in the gallery. */
          id: z.string().regex(/^[a-z0-9-]+$/),
          src: assetPathSchema,
          /** One of `categories`' ids. */
          category: z.string().optional(),
          /** Copy key describing this photo; default `<key>.imageAlt` (`{{n}}`, `{{category}}`). */
          alt: copyKeySchema.optional(),
        }),
      )
      .min(1),
  })
  .superRefine((gallery, ctx) => {
    const ids = new Set(gallery.categories?.map((category) => category.id));
    const seen = new Set<string>();
    gallery.images.forEach((image, index) => {
      if (seen.has(image.id))
        ctx.addIssue({
          code: "custom",
          path: ["images", index, "id"],
          message: `duplicate id '${image.id}'`,
        });
      seen.add(image.id);
      if (gallery.categories && (!image.category || !ids.has(image.category)))
        ctx.addIssue({
          code: "custom",
          path: ["images", index, "category"],
          message: `must be one of ${[...ids].join(", ")}`,
        });
    });
  });

/** A call-to-action band: a heading, a line of text and a button (service pages). */
const ctaSectionSchema = z.object({
  type: z.literal("cta"),
  id: z.string().optional(),
  /** Copy key prefix: `<key>.heading`, `<key>.text`. */
  key: copyKeySchema,
  link: linkSchema,
});

/** The offices from `contact.offices`, each with its address, phone and e-mail links. */
const officesSectionSchema = z.object({
  type: z.literal("offices"),
  id: z.string().optional(),
  /** Copy key prefix: `<key>.heading`. */
  key: copyKeySchema,
});

/** An address outside the site, opened by a visitor's click only (never loaded with the page). */
const externalHrefSchema = z.url({ protocol: /^https$/ });

/**
 * A product banner: the page's `<h1>` (the product's brand title), a claim, calls to action and the
 * product image, which plays the zoom animation while the zoom setting is on (spec 4) and the
 * visitor has not asked for reduced motion.
 */
const productHeroSectionSchema = z.object({
  type: z.literal("productHero"),
  id: z.string().optional(),
  /**
   * Copy key prefix: `<key>.heading`, `<key>.claim` and `<key>.imageAlt` are read;
   * `<key>.eyebrow` (a short line above the heading) when present.
   */
  key: copyKeySchema,
  /** The picture; its size comes from the build (no layout shift). */
  image: assetPathSchema,
  /** Calls to action under the claim, the first one styled as the main button. */
  ctas: z.array(linkSchema).max(2).default([]),
});

/** A heading with an image beside headed blocks of text (about the product and the company). */
const splitSectionSchema = z.object({
  type: z.literal("split"),
  id: z.string().optional(),
  /** Copy key prefix: `<key>.heading`, `<key>.imageAlt`; `<key>.text` (an intro) when present. */
  key: copyKeySchema,
  /** The picture; its size comes from the build (no layout shift). */
  image: assetPathSchema,
  /** Which side the image sits on from tablet width up; on phones it comes first. */
  imageSide: z.enum(["start", "end"]).default("end"),
  /** One copy key prefix per block: `<block>.heading` and `<block>.body` (paragraphs). */
  blocks: z.array(copyKeySchema).min(1),
});

/** A grid of points, each with an optional icon: benefits, ingredients, features. */
const highlightsSectionSchema = z.object({
  type: z.literal("highlights"),
  id: z.string().optional(),
  /** Copy key prefix: `<key>.heading`; `<key>.text` (an intro) and `<key>.note` when present. */
  key: copyKeySchema,
  /** Background tone of the band. */
  tone: toneSchema.default("plain"),
  items: z
    .array(
      z.object({
        /**
         * Copy key prefix of the point: `<key>.heading`, `<key>.text`; `<key>.detail` (a short
         * fact such as an amount per serving) when present.
         */
        key: copyKeySchema,
        /** A decorative icon (read as empty by screen readers: the heading says it all). */
        icon: assetPathSchema.optional(),
      }),
    )
    .min(1),
});

/** Numbered steps, in order: how to use, how to order. */
const stepsSectionSchema = z.object({
  type: z.literal("steps"),
  id: z.string().optional(),
  /** Copy key prefix: `<key>.heading`; `<key>.text` (an intro) and `<key>.note` when present. */
  key: copyKeySchema,
  /** Background tone of the band. */
  tone: toneSchema.default("plain"),
  /** One copy key prefix per step: `<step>.heading` and `<step>.text`. */
  steps: z.array(copyKeySchema).min(1),
});

/**
 * The packs of a product with their prices, and how to buy them: the buy links (shops, chat) and
 * the phone number from `contact`. An order form is a section of its own placed after this one;
 * `orderFormId` names it so this section can point to it.
 */
const packsSectionSchema = z.object({
  type: z.literal("packs"),
  id: z.string().optional(),
  /**
   * Copy key prefix: `<key>.heading`, `<key>.howToBuy.heading`, `<key>.call` (`{{phone}}` is the
   * contact phone); `<key>.text`, `<key>.howToBuy.text` and `<key>.orderForm` (the label of the
   * link to the order form) when present.
   */
  key: copyKeySchema,
  /** ISO 4217 currency of every price, e.g. `INR`. */
  currency: z.string().regex(/^[A-Z]{3}$/, "expected an ISO 4217 code such as 'INR'"),
  packs: z
    .array(
      z.object({
        /**
         * Copy key prefix of the pack: `<key>.heading`, `<key>.text` (what is in it);
         * `<key>.badge` (e.g. "Best value") when present.
         */
        key: copyKeySchema,
        /** Price a buyer pays, in the currency's major unit (rupees), taxes included. */
        price: z.number().positive(),
        /** Printed list price (MRP) when it is above `price`; shown struck through with the saving. */
        listPrice: z.number().positive().optional(),
        /** Shown larger, as the pack most buyers choose. */
        featured: z.boolean().default(false),
      }),
    )
    .min(1),
  /** Where to buy, in order of preference; each opens on a click only. */
  buyLinks: z.array(z.object({ label: copyKeySchema, href: externalHrefSchema })).default([]),
  /** Fragment id of the order form section on the same page, when there is one. */
  orderFormId: z
    .string()
    .regex(/^[A-Za-z][\w-]*$/)
    .optional(),
});

/** One building block of a page; `type` chooses the component that renders it. */
export const sectionSchema = z.discriminatedUnion("type", [
  heroSectionSchema,
  proseSectionSchema,
  cardsSectionSchema,
  enquirySectionSchema,
  slidesSectionSchema,
  featureSectionSchema,
  logosSectionSchema,
  countersSectionSchema,
  carouselSectionSchema,
  gallerySectionSchema,
  ctaSectionSchema,
  officesSectionSchema,
  productHeroSectionSchema,
  splitSectionSchema,
  highlightsSectionSchema,
  stepsSectionSchema,
  packsSectionSchema,
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

/** One office of the business (spec 2, Contact: registered, Assam and Saharanpur offices). */
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
  /**
   * Self-hosted font files behind the `fonts` families, emitted as `@font-face` rules. Nothing is
   * fetched from a font host; the files sit in the brand's `assets/` with their licences.
   */
  fontFaces: z
    .array(
      z.object({
        /** The family name `fonts.body` / `fonts.heading` refer to, e.g. `DM Sans`. */
        family: z.string().regex(/^[\w -]+$/, "expected a plain family name such as 'DM Sans'"),
        /** A WOFF2 file in `assets/`. */
        src: assetPathSchema.regex(/\.woff2$/, "expected a .woff2 file"),
        /** CSS `font-weight`: one weight (`400`) or a variable font's range (`100 900`). */
        weight: z
          .string()
          .regex(/^\d{3,4}( \d{3,4})?$/, "expected '400' or a range such as '100 900'"),
        /** CSS `font-style`. */
        style: z.enum(["normal", "italic"]).default("normal"),
        /** CSS `unicode-range` of the subset in the file, e.g. `U+0000-00FF`. */
        unicodeRange: z.string().optional(),
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
 * Hosted services the brand's pages call from the browser (spec 7). Each adds exactly its origin
 * to the Content-Security-Policy's connect-src (scripts/contentSecurityPolicy.ts), so a brand
 * that does not list a service cannot reach it.
 */
export const serviceSchema = z.enum(["firestore", "emailjs"]);

/**
 * Where a production build sends web-vitals metrics (spec 7) with `navigator.sendBeacon`: a path
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
export type Office = z.infer<typeof officeSchema>;
export type Product = z.infer<typeof productSchema>;
export type Service = z.infer<typeof serviceSchema>;
export type PerViewBreakpoint = z.infer<typeof perViewBreakpointSchema>;
export type Autoplay = z.infer<typeof autoplaySchema>;
