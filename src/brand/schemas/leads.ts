import { z } from "zod";

/**
 * How the brand keeps the personal data its forms collect (enquiries, orders, subscriptions),
 * which the forms' privacy notice states in every locale (India's DPDP Act 2023 and its Rules:
 * an itemised notice, how long data is kept, a contact for grievances). Required of a brand whose
 * pages store leads (`services` lists `firestore`).
 */
export const leadsSchema = z.strictObject({
  retentionMonths: z
    .number()
    .int()
    .min(1)
    .max(120)
    .meta({
      description:
        "Months a lead is kept after it was sent; `npm run leads -- purge` deletes older ones, and the " +
        "notice tells visitors this period. Whole months, 1 to 120.",
    }),
  grievanceEmail: z.email().meta({
    description:
      "The e-mail address of the grievance officer (the person who answers requests to access, " +
      "correct or erase a visitor's data, and complaints about it), named in the forms' notice and " +
      "the privacy policy.",
  }),
});

export type Leads = z.infer<typeof leadsSchema>;
