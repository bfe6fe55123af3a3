import { z } from "zod";
import { copyKeySchema } from "../schemaAtoms.ts";

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

export type Office = z.infer<typeof officeSchema>;
