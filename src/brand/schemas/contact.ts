import { z } from "zod";
import { copyKeySchema } from "../schemaAtoms.ts";

/** A postal address in the default locale, one line per entry. */
const addressSchema = z
  .array(z.string().min(1))
  .min(1)
  .meta({ description: "Postal address in the default locale, one line per entry." });

/**
 * The address as the pages of other locales show it, by locale (docs/hindi-style.md); each key
 * must be one of the manifest's locales but the default (src/brand/manifestSchema.ts).
 */
const addressByLocaleSchema = z
  .record(z.string(), z.array(z.string().min(1)).min(1))
  .optional()
  .meta({
    description:
      'The address as the pages of another locale show it, by locale: `{"hi": ["प्लॉट 14, …", …]}`, ' +
      "street and place names in that locale's script, numbers as they are. A locale without an " +
      "entry shows `address`, which structured data (JSON-LD) keeps in every locale; each key must " +
      "be one of the manifest's locales but the default.",
  });

/** One office of the business (spec §2, Contact: registered, Assam and Saharanpur offices). */
export const officeSchema = z.strictObject({
  label: copyKeySchema.meta({
    description: "Copy key of the office's name, e.g. `office.registered`.",
  }),
  address: addressSchema,
  addressByLocale: addressByLocaleSchema,
  phone: z
    .string()
    .regex(/^\+?[\d\s-]{6,20}$/, "expected a phone number such as '+91 98100 00000'")
    .meta({ description: "Phone number as dialled (visible text and `tel:`)." }),
  email: z.email(),
});

/** The business's contact details, kept in one place for the owner to edit. */
export const contactSchema = z.strictObject({
  company: z
    .string()
    .min(1)
    .meta({ description: "Legal or trading name, used in the copyright line." }),
  phone: z
    .string()
    .regex(/^\+?[\d\s-]{6,20}$/, "expected a phone number such as '+91 98100 00000'")
    .meta({
      description:
        "Phone number as dialled, e.g. `+91 98100 00000` (used for the visible text and `tel:`).",
    }),
  email: z.email(),
  address: addressSchema,
  addressByLocale: addressByLocaleSchema,
  whatsapp: z
    .string()
    .regex(/^\d{8,15}$/, "expected digits only, country code first")
    .optional()
    .meta({
      description:
        "WhatsApp number in international form, digits only (for `https://wa.me/<digits>`).",
    }),
  offices: z
    .array(officeSchema)
    .optional()
    .meta({ description: "Offices shown by an `offices` section, in order." }),
  fssaiLicence: z
    .string()
    .regex(/^\d{14}$/, "expected the 14-digit FSSAI licence number, digits only")
    .optional()
    .meta({
      description:
        "The 14-digit licence or registration number from the Food Safety and Standards Authority of " +
        "India, which a food business in India prints with its name; shown in the footer when given.",
    }),
});

export type Office = z.infer<typeof officeSchema>;
