import { z } from "zod";
import { copyKeySchema, linkSchema } from "../schemaAtoms.ts";

/** Footer with a company blurb, contact details, a map and a chat link (spec §2, engineering footer). */
const companyFooterSchema = z.strictObject({
  variant: z.literal("company"),
  map: z
    .strictObject({ embedUrl: z.url({ protocol: /^https$/ }) })
    .optional()
    .meta({ description: "An embedded map, loaded lazily." }),
  links: z
    .array(
      z.strictObject({
        heading: copyKeySchema.meta({ description: "Copy key of the column's heading." }),
        items: z.array(linkSchema).min(1),
      }),
    )
    .optional()
    .meta({
      description:
        "Columns of in-site links (pages, services, the privacy policy), each under a heading.",
    }),
});

/** Footer with a subscribe block, social links and a contact list (spec §2, health-care footer). */
const subscribeFooterSchema = z.strictObject({
  variant: z.literal("subscribe"),
  socials: z
    .array(
      z.strictObject({
        network: z.enum(["facebook", "instagram", "linkedin", "whatsapp"]),
        href: z.url({ protocol: /^https$/ }),
      }),
    )
    .meta({ description: "Social profiles, each rendered with an accessible name." }),
  privacyLink: linkSchema.meta({ description: "Where the copyright line's privacy link points." }),
  links: z.array(linkSchema).default([]).meta({
    description: "More page links, shown after the privacy link (shipping and returns, terms).",
  }),
});

/** The footer variant and its data. */
export const footerSchema = z.discriminatedUnion("variant", [
  companyFooterSchema,
  subscribeFooterSchema,
]);

export type Footer = z.infer<typeof footerSchema>;
