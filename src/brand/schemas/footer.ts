import { z } from "zod";
import { copyKeySchema, linkSchema } from "../schemaAtoms.ts";

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

export type Footer = z.infer<typeof footerSchema>;
