import { z } from "zod";
import { OFFLINE_PATH } from "../i18n/offlinePath.ts";
import { SUBSCRIPTION_PATH } from "../i18n/subscriptionPath.ts";
import { pageSectionIssues } from "../sections/registry.ts";
import { brandForms } from "./brandForms.ts";
import { assetPathSchema } from "./schemaAtoms.ts";
import { contactSchema } from "./schemas/contact.ts";
import { footerSchema } from "./schemas/footer.ts";
import { headerSchema } from "./schemas/header.ts";
import { imageSchema } from "./schemas/image.ts";
import { leadsSchema } from "./schemas/leads.ts";
import { pageSchema } from "./schemas/page.ts";
import { productSchema } from "./schemas/product.ts";
import {
  APP_CHECK_PRIVACY_BLOCK,
  serviceSchema,
  webVitalsEndpointSchema,
} from "./schemas/services.ts";
import { themeSchema } from "./schemas/theme.ts";

/**
 * The brand manifest schema: one `brands/<id>/manifest.json` is checked against it at build time,
 * and the `Manifest` type the app uses is inferred from it, so the two cannot drift apart.
 *
 * Structure lives here; every visible word lives in the brand's locale files and is referenced by
 * a copy key. Strings that identify the business (names, phone numbers, addresses) are data the
 * owner edits in one place, so they live here too.
 */

/** A brand manifest: everything that makes one build a particular site. */
export const manifestSchema = z
  .strictObject({
    $schema: z.string().optional().meta({
      description:
        "The JSON Schema editors check this file against: `../manifest.schema.json` (generated from the zod schema by `npm run manifest-schema`).",
    }),
    name: z
      .string()
      .min(1)
      .meta({ description: "Shown in the browser tab after each page title." }),
    siteUrl: z
      .url({ protocol: /^https?$/ })
      .regex(/[^/]$/, "no trailing slash")
      .meta({
        description: "Public origin of the deployed site, for canonical links (no trailing slash).",
      }),
    locales: z
      .array(
        z
          .string()
          .regex(/^[a-z]{2}(-[A-Z]{2})?$/, "expected a language code such as 'en' or 'en-IN'"),
      )
      .min(1)
      .meta({
        description:
          "The site's languages: one folder `locales/<locale>/` per entry, and every page at " +
          "`/<locale>` + its path for each but the default (src/i18n/localePath.ts).",
      }),
    defaultLocale: z.string().meta({
      description: "Locale of the addresses without a locale prefix; must be one of `locales`.",
    }),
    country: z
      .string()
      .regex(/^[A-Z]{2}$/, "expected an ISO 3166-1 code such as IN")
      .optional()
      .meta({
        description:
          "ISO 3166-1 code of the country the site addresses (`IN`): with each locale it gives the " +
          "price format (`en-IN` groups in lakhs) and Open Graph's `og:locale` (`hi_IN`).",
      }),
    icon: assetPathSchema.meta({
      description: "Favicon shown in the browser tab (SVG preferred).",
    }),
    theme: themeSchema.meta({ description: "Colours, fonts and radii of the design." }),
    header: headerSchema.meta({ description: "The header: its variant and its entries." }),
    footer: footerSchema.meta({ description: "The footer: its variant and its data." }),
    contact: contactSchema.meta({
      description: "The business's contact details, kept in one place for the owner to edit.",
    }),
    pages: z
      .array(pageSchema)
      .min(1)
      .meta({ description: "Pages, one route each; one of them must be `/`." }),
    services: z
      .array(serviceSchema)
      .default([])
      .meta({
        description:
          "Hosted services the pages call from the browser (spec §7); each adds exactly what it " +
          "needs to the Content-Security-Policy, so a brand that does not list a service cannot " +
          "reach it. `appCheck` (Firebase App Check with reCAPTCHA Enterprise) needs the site key " +
          "`VITE_RECAPTCHA_ENTERPRISE_SITE_KEY` in production, and a privacy policy that says so " +
          "(a prose block `privacy.appCheck`).",
      }),
    leads: leadsSchema.optional().meta({
      description:
        "How the brand keeps the personal data its forms collect, which the forms' privacy " +
        "notice states; required when `services` lists `firestore`.",
    }),
    shareImage: imageSchema.optional().meta({
      description:
        "Image shown when a page is shared (Open Graph, Twitter card): a PNG of 1200 × 630 px.",
    }),
    product: productSchema
      .optional()
      .meta({ description: "The product the brand sells; none for a company site." }),
    webVitals: z.strictObject({ endpoint: webVitalsEndpointSchema }).optional().meta({
      description:
        "Web-vitals reporting of production builds; without it no metrics leave the page.",
    }),
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
      const narrowings: ("narrowToCopy" | "narrowToLocaleNames")[] = [
        "narrowToCopy",
        "narrowToLocaleNames",
      ];
      for (const narrow of narrowings) {
        if (face[narrow] && face.unicodeRange === undefined) {
          ctx.addIssue({
            code: "custom",
            path: ["theme", "fontFaces", index, narrow],
            message: "needs a unicodeRange to narrow (the script's characters, e.g. 'U+0900-097F')",
          });
        }
      }
      if (face.narrowToCopy && face.narrowToLocaleNames) {
        ctx.addIssue({
          code: "custom",
          path: ["theme", "fontFaces", index, "narrowToLocaleNames"],
          message: "a face is cut to its copy (narrowToCopy) or to the locales' names, not both",
        });
      }
    });
    const addresses = [
      { path: ["contact"], byLocale: manifest.contact.addressByLocale },
      ...(manifest.contact.offices ?? []).map((office, index) => ({
        path: ["contact", "offices", index],
        byLocale: office.addressByLocale,
      })),
    ];
    for (const { path, byLocale } of addresses) {
      for (const locale of Object.keys(byLocale ?? {})) {
        if (locale === manifest.defaultLocale || !manifest.locales.includes(locale)) {
          ctx.addIssue({
            code: "custom",
            path: [...path, "addressByLocale", locale],
            message:
              locale === manifest.defaultLocale
                ? `'${locale}' is the default locale, whose pages show 'address'`
                : notLocale(locale),
          });
        }
      }
    }
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
      if (page.path === OFFLINE_PATH) {
        ctx.addIssue({
          code: "custom",
          path: ["pages", index, "path"],
          message: `'${page.path}' is the offline page's address, which the build writes itself`,
        });
      }
      if (page.path === SUBSCRIPTION_PATH) {
        ctx.addIssue({
          code: "custom",
          path: ["pages", index, "path"],
          message: `'${page.path}' is the address of the page a subscription's links open, which the build writes itself`,
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
    if (manifest.services.includes("firestore") && manifest.leads === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["leads"],
        message:
          "lists \"firestore\", so its forms store leads: give 'leads' with 'retentionMonths' (how long they are kept) and 'grievanceEmail' (who answers data requests), which the forms' notice states",
      });
    }
    const forms = brandForms(manifest);
    if (
      manifest.leads === undefined &&
      forms.length > 0 &&
      !manifest.services.includes("firestore")
    ) {
      ctx.addIssue({
        code: "custom",
        path: ["leads"],
        message: `has ${forms.map((form) => `the ${form} form`).join(" and ")}, whose notice states how long its data is kept and who answers data requests: give 'leads' with 'retentionMonths' and 'grievanceEmail'`,
      });
    }
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
