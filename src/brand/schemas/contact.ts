import { z } from "zod";
import { copyKeySchema } from "../schemaAtoms.ts";

/** One office of the business (spec §2, Contact: registered, Assam and Saharanpur offices). */
export const officeSchema = z.strictObject({
  label: copyKeySchema.meta({
    description: "Copy key of the office's name, e.g. `office.registered`.",
  }),
  address: z
    .array(z.string().min(1))
    .min(1)
    .meta({ description: "Postal address, one line per entry." }),
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
  address: z
    .array(z.string().min(1))
    .min(1)
    .meta({ description: "Postal address, one line per entry." }),
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
